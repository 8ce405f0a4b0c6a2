/**
 * What every string a request carries must be when it may be stored or looked up in the database: no U+0000
 * (PostgreSQL text cannot hold it) and no lone UTF-16 surrogate (it has no UTF-8 form, so the driver would store
 * U+FFFD and two different strings would become one). Ajv compiles patterns with the u flag, where a surrogate pair
 * is one code point outside \uD800-\uDFFF.
 */
export const STORABLE_TEXT_PATTERN = "^[^\\u0000\\uD800-\\uDFFF]*$";

/** What a refusal of that pattern says of the field at `path`. */
export function notStorableMessage(path: string): string {
  return `${path} must not contain U+0000 or an unpaired UTF-16 surrogate`;
}
