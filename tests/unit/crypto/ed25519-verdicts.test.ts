import * as ed25519 from "../../../abci-app/src/crypto/ed25519";
import { Ed25519Verdicts } from "../../../abci-app/src/crypto/ed25519-verdicts";
import { sha256 } from "../../../abci-app/src/types/hash";

const privateKey = sha256(new TextEncoder().encode("verdicts test key"));
const publicKey = ed25519.ed25519PublicKey(privateKey);
const message = new TextEncoder().encode("a DID document");
const signature = ed25519.signEd25519(message, privateKey);

describe("Ed25519Verdicts", () => {
  let verifyHere: jest.SpyInstance;
  beforeEach(() => (verifyHere = jest.spyOn(ed25519, "verifyEd25519")));
  afterEach(() => verifyHere.mockRestore());

  it("answers a remembered verdict without verifying, and verifies (without keeping) what it does not know", () => {
    const verdicts = new Ed25519Verdicts();
    expect(verdicts.verify(message, signature, publicKey)).toBe(true);
    expect(verifyHere).toHaveBeenCalledTimes(1);
    expect(verdicts.has({ message, signature, publicKey })).toBe(false);

    verdicts.remember({ message, signature, publicKey }, true);
    expect(verdicts.verify(message, signature, publicKey)).toBe(true);
    expect(verifyHere).toHaveBeenCalledTimes(1);
  });

  it("keys a verdict by message, signature and key, so that no other triple can use it", () => {
    const verdicts = new Ed25519Verdicts();
    verdicts.remember({ message, signature, publicKey }, true);
    const otherMessage = new TextEncoder().encode("another document");
    const otherKey = ed25519.ed25519PublicKey(sha256(new TextEncoder().encode("another key")));
    expect(verdicts.verify(otherMessage, signature, publicKey)).toBe(false);
    expect(verdicts.verify(message, signature, otherKey)).toBe(false);
    expect(verdicts.verify(message, signature.subarray(0, 63), publicKey)).toBe(false);
    expect(verifyHere).toHaveBeenCalledTimes(3);
  });
});
