/** A proto field name's JSON name, by protobuf's rule (`account_number` → `accountNumber`); JSON readers accept both. */
export function jsonNameOf(protoName: string): string {
  return protoName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
