import type { GenesisState } from "cosmjs-types/cosmos/authz/v1beta1/genesis";
import type { AddressCodec } from "../../../types/address";
import type { AuthorizationRegistry } from "./authorization";
import { msgTypeUrlOf } from "./authorization";
import { validateGranterGrantee } from "./msgs";
import { isValidTimestamp } from "../../../types/time";

/** x/authz genesis (`cosmos.authz.v1beta1.GenesisState`): every grant, as GrantAuthorization{granter, grantee, authorization, expiration}. */
export type AuthzGenesisState = GenesisState;

export function defaultAuthzGenesis(): AuthzGenesisState {
  return { authorization: [] };
}

/**
 * Stateless checks, stricter than the SDK's (which only wants both addresses non-empty): valid and different
 * addresses, an authorization of a known kind that passes its own checks, a valid expiration when one is given,
 * and no (granter, grantee, message type) twice. Throws an Error naming the entry.
 */
export function validateAuthzGenesis(genesis: AuthzGenesisState, codec: AddressCodec, authorizations: AuthorizationRegistry): void {
  const seen = new Set<string>();
  genesis.authorization.forEach((entry, i) => {
    const where = `authz genesis authorization ${i} (granter ${entry.granter}, grantee ${entry.grantee})`;
    let msgTypeUrl: string;
    try {
      validateGranterGrantee(entry.granter, entry.grantee, codec);
      const authorization = authorizations.unpack(entry.authorization);
      authorization.type.validateBasic(authorization.value, codec);
      msgTypeUrl = msgTypeUrlOf(authorization);
    } catch (err) {
      throw new Error(`${where}: ${(err as Error).message}`);
    }
    if (entry.expiration !== undefined && !isValidTimestamp(entry.expiration)) throw new Error(`${where}: invalid expiration`);
    const id = JSON.stringify([entry.granter, entry.grantee, msgTypeUrl]);
    if (seen.has(id)) throw new Error(`${where}: a second grant for ${msgTypeUrl}`);
    seen.add(id);
  });
}
