/**
 * An email address that, on a line too narrow for it, breaks after its @
 * (hello@ / chowkstudio.in) rather than wherever the text would run out of
 * room inside a word. The <wbr> adds no text: the address reads, copies and
 * names its link as one.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
