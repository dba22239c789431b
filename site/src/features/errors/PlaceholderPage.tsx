export function PlaceholderPage({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
