import * as ed25519 from "../../../abci-app/src/crypto/ed25519";
import { BoardState, Ed25519Board, layOutBoard, type Ed25519Job } from "../../../abci-app/src/crypto/ed25519-board";
import { Ed25519Verdicts, verdictKey } from "../../../abci-app/src/crypto/ed25519-verdicts";
import { SignaturePool } from "../../../abci-app/src/crypto/signature-pool";
import { sha256 } from "../../../abci-app/src/types/hash";
import { silentLogger } from "../../../lib/logger";

const privateKey = sha256(new TextEncoder().encode("verdicts test key"));
const publicKey = ed25519.ed25519PublicKey(privateKey);
const message = new TextEncoder().encode("a DID document");
const signature = ed25519.signEd25519(message, privateKey);

/** A board whose every job already reads `state`, as if a thread had decided them all. */
function decidedBoard(jobs: readonly Ed25519Job[], state: number): Ed25519Board {
  const board = new Ed25519Board(
    layOutBoard(jobs),
    jobs.map((job) => verdictKey(job)),
  );
  new Int32Array(board.layout.states).fill(state);
  return board;
}

describe("Ed25519Verdicts", () => {
  let verifyHere: jest.SpyInstance;
  beforeEach(() => (verifyHere = jest.spyOn(ed25519, "verifyEd25519")));
  afterEach(() => verifyHere.mockRestore());

  it("verifies on this thread outside a block", () => {
    const verdicts = new Ed25519Verdicts();
    expect(verdicts.verify(message, signature, publicKey)).toBe(true);
    expect(verdicts.verify(message, signature, publicKey)).toBe(true);
    expect(verifyHere).toHaveBeenCalledTimes(2);
  });

  it("takes the board's verdict during the block only, and for no other message, signature or key", () => {
    const verdicts = new Ed25519Verdicts();
    // a board that says "invalid" of a valid signature shows where an answer came from
    const board = decidedBoard([{ message, signature, publicKey }], BoardState.INVALID);
    const otherMessage = new TextEncoder().encode("another document");
    const otherKey = ed25519.ed25519PublicKey(sha256(new TextEncoder().encode("another key")));
    const answers = verdicts.during(board, () => [
      verdicts.verify(message, signature, publicKey),
      verdicts.verify(otherMessage, signature, publicKey),
      verdicts.verify(message, signature, otherKey),
      verdicts.verify(message, signature.subarray(0, 63), publicKey),
    ]);
    expect(answers).toEqual([false, false, false, false]);
    expect(verifyHere).toHaveBeenCalledTimes(3);
    expect(verdicts.verify(message, signature, publicKey)).toBe(true);
    expect(() =>
      verdicts.during(board, () => {
        throw new Error("a failed block");
      }),
    ).toThrow("a failed block");
    expect(verdicts.verify(message, signature, publicKey)).toBe(true);
  });

  it("decides as verifyEd25519 does with a signature thread's board", async () => {
    const pool = new SignaturePool(1, silentLogger);
    try {
      const jobs = Array.from({ length: 50 }, (_, i) => {
        const document = new TextEncoder().encode(`document ${i}`);
        return { message: document, signature: i % 3 === 0 ? signature : ed25519.signEd25519(document, privateKey), publicKey };
      });
      const board = new Ed25519Board(
        layOutBoard(jobs),
        jobs.map((job) => verdictKey(job)),
      );
      pool.verifyBoard(board.layout);
      const verdicts = new Ed25519Verdicts();
      const expected = jobs.map((j) => ed25519.verifyEd25519(j.message, j.signature, j.publicKey));
      verifyHere.mockClear();
      expect(verdicts.during(board, () => jobs.map((j) => verdicts.verify(j.message, j.signature, j.publicKey)))).toEqual(expected);
      expect(expected.filter((v) => !v)).toHaveLength(17);
    } finally {
      await pool.close();
    }
  });
});
