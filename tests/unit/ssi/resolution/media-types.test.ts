import { negotiateRepresentation } from "../../../../abci-app/src/modules/ssi/resolution/media-types";

describe("negotiateRepresentation", () => {
  test.each([
    [undefined, "result", "application/did-resolution"],
    ["*/*", "result", "application/did-resolution"],
    ["application/did-resolution", "result", "application/did-resolution"],
    ['application/ld+json;profile="https://w3id.org/did-resolution"', "result", 'application/ld+json;profile="https://w3id.org/did-resolution"'],
    ["application/json", "result", "application/json"],
    ["application/did+ld+json", "document", "application/did+ld+json"],
    ["application/did+json", "document", "application/did+json"],
    ["text/html, application/did+json;q=0.9, */*;q=0.1", "document", "application/did+json"],
    ["application/did+ld+json;q=0.5, application/did-resolution", "result", "application/did-resolution"],
    // RFC 9110: the most specific range sets a type's quality, so a refused type stays refused under a wildcard.
    ["*/*, application/did-resolution;q=0", "result", 'application/ld+json;profile="https://w3id.org/did-resolution"'],
    ["application/*, application/did-resolution;q=0.2", "result", 'application/ld+json;profile="https://w3id.org/did-resolution"'],
    ["application/did+ld+json;q=0.9, application/*;q=0.5", "document", "application/did+ld+json"],
    [
      'application/ld+json;profile="https://example.com/other https://w3id.org/did-resolution"',
      "result",
      'application/ld+json;profile="https://w3id.org/did-resolution"',
    ],
    ["application/ld+json", "result", 'application/ld+json;profile="https://w3id.org/did-resolution"'],
    ['text/html;note="a, b", application/did+json', "document", "application/did+json"],
  ])("Accept %s answers the %s as %s", (accept, body, contentType) => {
    expect(negotiateRepresentation(accept)).toMatchObject({ body, contentType });
  });

  test.each([
    "application/did+cbor",
    "text/html",
    'application/ld+json;profile="https://example.com/other"',
    "application/did+json;q=0",
    "*/*;q=0",
    "nonsense",
    "x".repeat(2000),
  ])("Accept %s is not served", (accept) => {
    expect(negotiateRepresentation(accept)).toBeUndefined();
  });
});
