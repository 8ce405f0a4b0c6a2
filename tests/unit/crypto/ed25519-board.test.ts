import { BoardState, Ed25519Board, layOutBoard, type Ed25519Job } from "../../../abci-app/src/crypto/ed25519-board";
import { ed25519PublicKey, signEd25519, verifyEd25519 } from "../../../abci-app/src/crypto/ed25519";
import { verdictKey } from "../../../abci-app/src/crypto/ed25519-verdicts";
import { SignaturePool } from "../../../abci-app/src/crypto/signature-pool";
import { sha256 } from "../../../abci-app/src/types/hash";
import { silentLogger } from "../../../lib/logger";

const privateKey = sha256(new TextEncoder().encode("board test key"));
const publicKey = ed25519PublicKey(privateKey);

/** `count` signed documents of different lengths; every fifth signature is over other bytes, so it is invalid. */
function jobs(count: number): Ed25519Job[] {
  return Array.from({ length: count }, (_, i) => {
    const message = new TextEncoder().encode(`document ${i} ${"x".repeat(i % 300)}`);
    const signed = i % 5 === 4 ? new TextEncoder().encode(`not document ${i}`) : message;
    return { message, signature: signEd25519(signed, privateKey), publicKey };
  });
}

function boardOf(list: readonly Ed25519Job[]): Ed25519Board {
  return new Ed25519Board(
    layOutBoard(list),
    list.map((job) => verdictKey(job)),
  );
}

function statesOf(board: Ed25519Board): number[] {
  return [...new Int32Array(board.layout.states)];
}

describe("Ed25519Board", () => {
  it("gives the worker's verdicts, each as verifyEd25519 decides it, to a thread that reads them while it works", async () => {
    const pool = new SignaturePool(1, silentLogger);
    try {
      await pool.verifySecp256k1({ digest: new Uint8Array(32), signature: new Uint8Array(64), publicKey: new Uint8Array(33) }); // the thread is up
      const list = jobs(200);
      const board = boardOf(list);
      expect(pool.verifyBoard(board.layout)).toBe(true);
      const expected = list.map((job) => verifyEd25519(job.message, job.signature, job.publicKey));
      // as a block does: each verdict is the thread's, or this thread claims the job and verifies it
      const verdicts: ReturnType<Ed25519Board["take"]>[] = [];
      const reached = list.map((job, i) => {
        const taken = board.take(verdictKey(job));
        verdicts.push(taken);
        if (taken === undefined) throw new Error(`job ${i} has no verdict`);
        if ("verdict" in taken) return taken.verdict;
        const valid = verifyEd25519(job.message, job.signature, job.publicKey);
        board.settle(taken.claimed, valid);
        return valid;
      });
      expect(reached).toEqual(expected);
      expect(expected.filter((v) => !v)).toHaveLength(40);
      expect(verdicts.some((taken) => taken !== undefined && "verdict" in taken)).toBe(true);
      // the worker goes on to the end, skipping what this thread claimed; nothing is left open or half done
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(statesOf(board).every((s) => s === BoardState.VALID || s === BoardState.INVALID)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it("lets this thread claim and settle jobs no worker took, and knows nothing of jobs it was not given", () => {
    const list = jobs(3);
    const board = boardOf(list);
    const first = board.take(verdictKey(list[0]!));
    expect(first).toEqual({ claimed: 0 });
    board.settle(0, true);
    expect(board.take(verdictKey(list[0]!))).toEqual({ verdict: true });
    expect(board.take(verdictKey(jobs(6)[5]!))).toBeUndefined();
  });

  it("stops waiting for a worker that never answers, and leaves the job to this thread", () => {
    const list = jobs(1);
    const board = boardOf(list);
    Atomics.store(new Int32Array(board.layout.states), 0, BoardState.WORKER);
    const started = process.hrtime.bigint();
    expect(board.take(verdictKey(list[0]!))).toBeUndefined();
    expect(process.hrtime.bigint() - started).toBeGreaterThanOrEqual(40_000_000n);
  });
});
