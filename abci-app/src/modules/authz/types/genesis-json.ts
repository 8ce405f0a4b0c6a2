import { GenesisState } from "cosmjs-types/cosmos/authz/v1beta1/genesis";
import type { TypeRegistry } from "../../../codec/registry";
import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import type { AuthzGenesisState } from "./genesis";

/**
 * The authz section of `app_state` in Cosmos JSON to `AuthzGenesisState`: each authorization an Any of a type the
 * registry knows, expirations RFC 3339 with nanoseconds kept. Unknown fields are errors.
 */
export function parseAuthzGenesis(json: unknown, registry: TypeRegistry): AuthzGenesisState {
  return readSdkJson(GenesisState, json, { path: "authz genesis", anyTypes: registry });
}

/** Prints every field in the SDK's export form: the authorization inlined with its "@type", expiration null when none. */
export function authzGenesisToJson(genesis: AuthzGenesisState): unknown {
  return toSdkJson(GenesisState, genesis);
}
