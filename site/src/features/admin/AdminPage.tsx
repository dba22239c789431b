export default function AdminPage() {
  return <h1 className="container-site py-20 text-headline">Admin</h1>;
}
