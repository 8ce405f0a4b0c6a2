import type { GenesisState } from "cosmjs-types/cosmos/feegrant/v1beta1/genesis";
import type { AddressCodec } from "../../../types/address";
import { validateGrant, type DecodedGrant } from "./grant";

/** x/feegrant genesis (`cosmos.feegrant.v1beta1.GenesisState`): the grants. */
export type FeegrantGenesisState = GenesisState;

export function defaultFeegrantGenesis(): FeegrantGenesisState {
  return { allowances: [] };
}

/**
 * Stateless checks: each grant valid (the SDK's `ValidateGenesis`: addresses of the chain's prefix, different,
 * and a valid allowance) and no (granter, grantee) pair twice. Returns the grants decoded. Throws an Error
 * naming the offending entry.
 */
export function validateFeegrantGenesis(genesis: FeegrantGenesisState, codec: AddressCodec): DecodedGrant[] {
  const seen = new Set<string>();
  return genesis.allowances.map((grant, i) => {
    const where = `feegrant genesis allowance ${i} (${grant.granter} → ${grant.grantee})`;
    let decoded: DecodedGrant;
    try {
      decoded = validateGrant(grant, codec);
    } catch (err) {
      throw new Error(`${where}: ${(err as Error).message}`);
    }
    const pair = `${hex(decoded.granter)}/${hex(decoded.grantee)}`;
    if (seen.has(pair)) throw new Error(`${where}: a grant for this granter and grantee is already listed`);
    seen.add(pair);
    return decoded;
  });
}

function hex(address: Uint8Array): string {
  return Buffer.from(address).toString("hex");
}
