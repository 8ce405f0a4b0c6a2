import { ed25519PublicKey, signEd25519 } from "../../../abci-app/src/crypto/ed25519";
import type { BoardLayout, Ed25519Job } from "../../../abci-app/src/crypto/ed25519-board";
import type { SignaturePool } from "../../../abci-app/src/crypto/signature-pool";
import type { DecodedTx } from "../../../abci-app/src/tx/decode";
import { SignatureCache } from "../../../abci-app/src/tx/signature-cache";
import { SignaturePrefetch } from "../../../abci-app/src/tx/signature-prefetch";
import { sha256 } from "../../../abci-app/src/types/hash";

const privateKey = sha256(new TextEncoder().encode("block board key"));
const publicKey = ed25519PublicKey(privateKey);

/** A prefetch whose "transactions" are indexes into `plans`, each planned as the jobs given, and a pool that keeps the boards. */
function prefetchOf(plans: readonly Ed25519Job[][]) {
  const boards: BoardLayout[] = [];
  const pool = {
    verifyBoard: (layout: BoardLayout) => boards.push(layout) > 0,
    boardBuffer: (bytes: number) => new ArrayBuffer(bytes),
  } as unknown as SignaturePool;
  const prefetch = new SignaturePrefetch({
    pool,
    cache: new SignatureCache(),
    decode: (bytes) => {
      if (bytes[0] === 0xff) throw new Error("does not decode");
      return { bytes } as unknown as DecodedTx;
    },
    signers: () => [],
    chainId: () => "test",
    ed25519Jobs: (tx) => plans[tx.bytes[0]!]!,
  });
  return { prefetch, boards };
}

function signed(message: Uint8Array): Ed25519Job {
  return { message, signature: signEd25519(message, privateKey), publicKey };
}

describe("SignaturePrefetch.blockBoard", () => {
  it("lays out each check once, each message once, and skips what does not decode or cannot be a valid check", () => {
    const document = new TextEncoder().encode("a document signed twice");
    const twice = [signed(document), { ...signed(document), signature: signEd25519(new Uint8Array([1]), privateKey) }];
    const other = signed(new TextEncoder().encode("another"));
    const { prefetch, boards } = prefetchOf([twice, [other, other], [{ ...other, signature: other.signature.subarray(1) }]]);
    const board = prefetch.blockBoard([Uint8Array.of(0), Uint8Array.of(0xff), Uint8Array.of(1), Uint8Array.of(2), Uint8Array.of(0)]);
    expect(board?.layout.count).toBe(3);
    expect(boards).toHaveLength(1);
    // two ranges and a signature and key per check, then the two messages once each
    expect(boards[0]!.jobs.byteLength).toBe(3 * (8 + 96) + document.length + other.message.length);
  });

  it("makes no board for a block without checks, and stops adding messages past its bound", () => {
    expect(prefetchOf([[]]).prefetch.blockBoard([Uint8Array.of(0)])).toBeUndefined();
    const large = Array.from({ length: 5 }, (_, i) => signed(new Uint8Array(20 * 1024 * 1024).fill(i)));
    const { prefetch, boards } = prefetchOf([large]);
    expect(prefetch.blockBoard([Uint8Array.of(0)])?.layout.count).toBe(3);
    expect(boards[0]!.jobs.byteLength).toBeLessThanOrEqual(64 * 1024 * 1024 + 3 * (8 + 96));
  });
});
