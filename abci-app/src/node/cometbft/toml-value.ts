/** A TOML basic string: JSON's escapes are valid TOML, except that DEL must be escaped too. */
export function tomlString(s: string): string {
  return JSON.stringify(s).replace(/\u007f/g, "\\u007f");
}

export type TomlScalar = string | number | boolean;

/** A scalar as TOML writes it: strings quoted, integers and booleans bare. */
export function tomlScalar(value: TomlScalar): string {
  if (typeof value === "string") return tomlString(value);
  if (typeof value === "number" && !Number.isSafeInteger(value)) throw new Error(`${value} is not an integer`);
  return String(value);
}
