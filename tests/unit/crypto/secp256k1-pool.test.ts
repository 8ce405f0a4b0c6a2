import { secp256k1 } from "@noble/curves/secp256k1.js";
import { Secp256k1Pool } from "../../../abci-app/src/crypto/secp256k1-pool";
import { sha256 } from "../../../abci-app/src/types/hash";
import { silentLogger } from "../../../lib/logger";

const secretKey = sha256(new TextEncoder().encode("pool test key"));
const publicKey = secp256k1.getPublicKey(secretKey, true);

function job(message: string) {
  const digest = sha256(new TextEncoder().encode(message));
  return { digest, signature: secp256k1.sign(digest, secretKey, { prehash: false }), publicKey };
}

describe("Secp256k1Pool", () => {
  let pool: Secp256k1Pool;
  beforeEach(() => (pool = new Secp256k1Pool(2, silentLogger)));
  afterEach(() => pool.close());

  it("answers each job of a burst, split over the threads, as the curve says", async () => {
    const jobs = Array.from({ length: 101 }, (_, i) => job(`message ${i}`));
    const forged = { ...jobs[7]!, digest: sha256(new TextEncoder().encode("another message")) };
    const badKey = { ...jobs[8]!, publicKey: Uint8Array.from(publicKey, (b, i) => (i === 0 ? 0x07 : b)) };
    const results = await Promise.all([...jobs, forged, badKey].map((j) => pool.verify(j)));
    expect(results).toEqual([...jobs.map(() => true), false, false]);
  });

  it("rejects what it can no longer verify once closed, so that callers verify on their own thread", async () => {
    await pool.close();
    await expect(pool.verify(job("late"))).rejects.toThrow("the signature pool is closed");
  });
});
