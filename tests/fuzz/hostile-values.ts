import fc from "fast-check";

/** One character as an attacker picks it: any code point, or one of the troublemakers (NUL, lone surrogates, controls). */
export const hostileChar = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constant("\u0000") },
  { weight: 2, arbitrary: fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff", "\u0007", "\u001b", "\u007f", "\u2028", "\ufeff") },
  { weight: 1, arbitrary: fc.constantFrom('"', "\\", "{", "[", "%", "/", "@", ".") },
);

export const hostileString = fc.string({ unit: hostileChar, maxLength: 40 });

/** Text for a string field: any Unicode, or often the troublemakers, between `minLength` and `maxLength` units long. */
export function anyText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.oneof(fc.string({ unit: "binary", minLength, maxLength }), fc.string({ unit: hostileChar, minLength, maxLength }));
}

export const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2 ** 64, -(2 ** 63), 1e21, 0.5, -1, 5e-324, -0);

/** Any JSON value, its strings and keys made of hostile characters. */
export const hostileJson = fc.jsonValue({ stringUnit: hostileChar, maxDepth: 4 });

/** What an attacker puts in a field: a hostile string, a huge or odd number, any JSON, or a type the field does not take. */
export const hostileField = fc.oneof(hostileString, hugeNumber, hostileJson, fc.integer(), fc.boolean(), fc.constant(null));

/**
 * A valid request body, or the same with one field replaced by a hostile value or left out, so that each field's
 * hostile values reach the code behind the others' checks. `fields` may name fields the valid body lacks.
 */
export function withOneFieldHostile<T extends Record<string, unknown>>(
  valid: fc.Arbitrary<T>,
  fields: readonly string[],
): fc.Arbitrary<Record<string, unknown>> {
  const corruption = fc.option(fc.record({ field: fc.constantFrom(...fields), value: fc.option(hostileField, { nil: undefined }) }), {
    nil: undefined,
    freq: 3,
  });
  return fc.tuple(valid, corruption).map(([body, change]) => {
    if (!change) return body;
    const { [change.field]: _replaced, ...rest } = body;
    return change.value === undefined ? rest : { ...rest, [change.field]: change.value };
  });
}

/** Number literals that JSON.stringify never writes: beyond a double, beyond precision, negative zero. */
const wildNumberLiteral = fc.oneof(
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom("1e400", "-1e400", "1e-400", "0.00000000000000000000000001", "-0", "1E+2", "123456789012345678901234567890"),
);

/** Brackets `depth` deep, closed or left open; the 450,000-deep body of the issue is in range. */
const deepText = fc
  .record({ depth: fc.integer({ min: 1, max: 500_000 }), open: fc.constantFrom("[", '{"a":', '{"message":'), closed: fc.boolean() })
  .map(({ depth, open, closed }) => open.repeat(depth) + (closed ? (open === "[" ? "]" : "}").repeat(depth) : ""));

/** A request body as raw text: JSON of hostile values, wild numbers in an object, deep nesting, or not JSON at all. */
export const hostileBodyText = fc.oneof(
  hostileJson.map((value) => JSON.stringify(value)),
  fc.record({ key: fc.constantFrom("message", "value", "page", "slug", "iat"), number: wildNumberLiteral }).map(({ key, number }) => `{"${key}":${number}}`),
  deepText,
  hostileString,
);

/** Raw bytes of a path segment, percent-encoded: invalid UTF-8, encoded lone surrogates and NUL included. */
export const hostilePathSegment = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 30 }).map((bytes) => Array.from(bytes, (b) => `%${b.toString(16).padStart(2, "0")}`).join("")),
  fc.constantFrom("%00", "%ED%A0%80", "%C0%80", "%", "%G0", "..", "%2e%2e", "x".repeat(200)),
);
