import { secp256k1 } from "@noble/curves/secp256k1.js";
import { ed25519PublicKey, signEd25519, verifyEd25519 } from "../../../abci-app/src/crypto/ed25519";
import { SignaturePool } from "../../../abci-app/src/crypto/signature-pool";
import { sha256 } from "../../../abci-app/src/types/hash";
import { silentLogger } from "../../../lib/logger";

const secretKey = sha256(new TextEncoder().encode("pool test key"));
const publicKey = secp256k1.getPublicKey(secretKey, true);

function job(message: string) {
  const digest = sha256(new TextEncoder().encode(message));
  return { digest, signature: secp256k1.sign(digest, secretKey, { prehash: false }), publicKey };
}

describe("SignaturePool", () => {
  let pool: SignaturePool;
  beforeEach(() => (pool = new SignaturePool(2, silentLogger)));
  afterEach(() => pool.close());

  it("answers each job of a burst, split over the threads, as the curve says", async () => {
    const jobs = Array.from({ length: 101 }, (_, i) => job(`message ${i}`));
    const forged = { ...jobs[7]!, digest: sha256(new TextEncoder().encode("another message")) };
    const badKey = { ...jobs[8]!, publicKey: Uint8Array.from(publicKey, (b, i) => (i === 0 ? 0x07 : b)) };
    const results = await Promise.all([...jobs, forged, badKey].map((j) => pool.verifySecp256k1(j)));
    expect(results).toEqual([...jobs.map(() => true), false, false]);
  });

  it("answers the first jobs of a burst while the thread still verifies the last, so their transactions can run", async () => {
    const single = new SignaturePool(1, silentLogger);
    try {
      const jobs = Array.from({ length: 320 }, (_, i) => job(`burst ${i}`));
      let lastDone = false;
      const all = jobs.map((j) => single.verifySecp256k1(j));
      void all.at(-1)!.then(() => (lastDone = true));
      await expect(all[0]).resolves.toBe(true);
      expect(lastDone).toBe(false);
      await expect(Promise.all(all)).resolves.toEqual(jobs.map(() => true));
    } finally {
      await single.close();
    }
  });

  it("reaches verifyEd25519's verdicts on Ed25519 jobs, wrong lengths and unusable keys included", async () => {
    const edKey = sha256(new TextEncoder().encode("pool ed25519 key"));
    const edPublic = ed25519PublicKey(edKey);
    const message = new TextEncoder().encode("a document");
    const signature = signEd25519(message, edKey);
    const highS = Uint8Array.from(signature);
    highS[63]! |= 0x80; // S ≥ the group order: non-canonical, refused by OpenSSL as by Go
    const cases = [
      { message, signature, publicKey: edPublic },
      { message: new TextEncoder().encode("another document"), signature, publicKey: edPublic },
      { message, signature: highS, publicKey: edPublic },
      { message, signature: signature.subarray(0, 63), publicKey: edPublic },
      { message, signature, publicKey: new Uint8Array(32).fill(0xff) },
      { message, signature, publicKey: edPublic.subarray(0, 31) },
    ];
    const results = await Promise.all(cases.map((c) => pool.verifyEd25519(c)));
    expect(results).toEqual(cases.map((c) => verifyEd25519(c.message, c.signature, c.publicKey)));
    expect(results).toEqual([true, false, false, false, false, false]);
  });

  it("rejects what it can no longer verify once closed, so that callers verify on their own thread", async () => {
    await pool.close();
    await expect(pool.verifySecp256k1(job("late"))).rejects.toThrow("the signature pool is closed");
  });
});
