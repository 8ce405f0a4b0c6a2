import { iavlSpec, ics23, tendermintSpec } from "@confio/ics23";
import { ProofSpec } from "cosmjs-types-ibc-v7/cosmos/ics23/v1/proofs";
import { equalBytes } from "../../../store/bytes";

/** ibc-go's default proof specs of a Cosmos SDK chain (`commitmenttypes.GetSDKSpecs()`), as a client state carries them. */
export function cosmosProofSpecs(): ProofSpec[] {
  return [iavlSpec, tendermintSpec].map((spec) => ProofSpec.decode(ics23.ProofSpec.encode(spec).finish()));
}

/**
 * Whether a client's proof specs are ibc-go's defaults for a Cosmos SDK chain (IAVL, then Tendermint's simple tree),
 * compared field by field. Counterparty proofs are checked with those two specs (light-client/commitment-proof.ts),
 * so a client that names others is refused at creation rather than verified by rules it did not ask for.
 */
export function areDefaultProofSpecs(specs: readonly ProofSpec[]): boolean {
  const defaults = [iavlSpec, tendermintSpec];
  return specs.length === defaults.length && specs.every((spec, i) => sameSpec(ics23.ProofSpec.decode(ProofSpec.encode(spec).finish()), defaults[i]!));
}

function sameSpec(a: ics23.IProofSpec, b: ics23.IProofSpec): boolean {
  const [la, lb, ia, ib] = [a.leafSpec ?? {}, b.leafSpec ?? {}, a.innerSpec ?? {}, b.innerSpec ?? {}];
  return (
    (la.hash ?? 0) === (lb.hash ?? 0) &&
    (la.prehashKey ?? 0) === (lb.prehashKey ?? 0) &&
    (la.prehashValue ?? 0) === (lb.prehashValue ?? 0) &&
    (la.length ?? 0) === (lb.length ?? 0) &&
    equalBytes(la.prefix ?? new Uint8Array(), lb.prefix ?? new Uint8Array()) &&
    (ia.childOrder ?? []).join() === (ib.childOrder ?? []).join() &&
    (ia.childSize ?? 0) === (ib.childSize ?? 0) &&
    (ia.minPrefixLength ?? 0) === (ib.minPrefixLength ?? 0) &&
    (ia.maxPrefixLength ?? 0) === (ib.maxPrefixLength ?? 0) &&
    equalBytes(ia.emptyChild ?? new Uint8Array(), ib.emptyChild ?? new Uint8Array()) &&
    (ia.hash ?? 0) === (ib.hash ?? 0) &&
    (a.maxDepth ?? 0) === (b.maxDepth ?? 0) &&
    (a.minDepth ?? 0) === (b.minDepth ?? 0)
  );
}
