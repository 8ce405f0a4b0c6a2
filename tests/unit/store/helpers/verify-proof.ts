import { calculateExistenceRoot, ics23, iavlSpec, tendermintSpec, verifyMembership, verifyNonMembership } from "@confio/ics23";
import type { ProvenValue } from "../../../../abci-app/src/store/types";

/**
 * What a light client does with a `/store/<name>/key` answer, using @confio/ics23 as the oracle: decode
 * both proof ops with its own protobuf codec, compute the store root the `ics23:iavl` proof implies, check
 * the key's (non-)membership under that root with `iavlSpec`, then check that root is the store's leaf
 * in the app hash with `tendermintSpec`. Returns false on any mismatch.
 */
export function verifyProvenValue(proven: ProvenValue, appHash: Uint8Array, storeName: string, key: Uint8Array): boolean {
  if (proven.proofOps.length !== 2) return false;
  const [iavlOp, simpleOp] = proven.proofOps;
  if (iavlOp!.type !== "ics23:iavl" || simpleOp!.type !== "ics23:simple") return false;
  if (!Buffer.from(iavlOp!.key).equals(Buffer.from(key)) || Buffer.from(simpleOp!.key).toString() !== storeName) return false;

  const keyProof = ics23.CommitmentProof.decode(iavlOp!.data);
  const storeProof = ics23.CommitmentProof.decode(simpleOp!.data);
  const anyExist = keyProof.exist ?? keyProof.nonexist?.left ?? keyProof.nonexist?.right;
  if (anyExist == null) return false;
  const storeRoot = calculateExistenceRoot(anyExist);

  const keyOk =
    proven.value === undefined ? verifyNonMembership(keyProof, iavlSpec, storeRoot, key) : verifyMembership(keyProof, iavlSpec, storeRoot, key, proven.value);
  return keyOk && verifyMembership(storeProof, tendermintSpec, appHash, Buffer.from(storeName), storeRoot);
}
