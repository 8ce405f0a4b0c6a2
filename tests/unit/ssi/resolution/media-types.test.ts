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
  ])("Accept %s answers the %s as %s", (accept, body, contentType) => {
    expect(negotiateRepresentation(accept)).toMatchObject({ body, contentType });
  });

  test.each(["application/did+cbor", "text/html", "application/ld+json", "application/did+json;q=0", "x".repeat(2000)])("Accept %s is not served", (accept) => {
    expect(negotiateRepresentation(accept)).toBeUndefined();
  });
});
