import { secp256k1 } from "@noble/curves/secp256k1.js";
import { ed25519PublicKey, signEd25519, verifyEd25519 } from "../../../abci-app/src/crypto/ed25519";
import { BoardState, layOutBoard } from "../../../abci-app/src/crypto/ed25519-board";
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

  it("writes verifyEd25519's verdicts into a block's Ed25519 board, non-canonical signatures and unusable keys included", async () => {
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
      { message, signature, publicKey: new Uint8Array(32).fill(0xff) },
    ];
    const layout = layOutBoard(cases);
    const size = layout.jobs.byteLength; // the buffer moves to the worker
    expect(pool.verifyBoard(layout)).toBe(true);
    const states = new Int32Array(layout.states);
    for (let waited = 0; states.some((s) => s < BoardState.VALID); waited += 5) {
      if (waited > 5_000) throw new Error("the board is not decided after 5 s");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const results = [...states].map((s) => s === BoardState.VALID);
    // the worker hands the jobs' buffer back for the next board, which then allocates nothing
    for (let waited = 0; pool.boardBuffer(1).byteLength !== size; waited += 5) {
      if (waited > 5_000) throw new Error("the board's buffer did not come back after 5 s");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(results).toEqual(cases.map((c) => verifyEd25519(c.message, c.signature, c.publicKey)));
    expect(results).toEqual([true, false, false, false]);
  });

  it("starts on first use when asked to, so that a node with no DID documents runs no thread for them", async () => {
    const lazy = new SignaturePool(1, silentLogger, { startOnFirstUse: true });
    try {
      expect(lazy.runningThreads).toBe(0);
      expect(lazy.threads).toBe(1);
      await expect(lazy.verifySecp256k1(job("first use"))).resolves.toBe(true);
      expect(lazy.runningThreads).toBe(1);
    } finally {
      await lazy.close();
    }
  });

  it("rejects what it can no longer verify once closed, so that callers verify on their own thread", async () => {
    await pool.close();
    await expect(pool.verifySecp256k1(job("late"))).rejects.toThrow("the signature pool is closed");
    expect(pool.verifyBoard(layOutBoard([]))).toBe(false);
  });
});
