import { GrantAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { anyToProtoJson, fromProtoJson } from "../../../codec/proto-json";
import type { TypeRegistry } from "../../../codec/registry";
import type { AuthzGenesisState } from "./genesis";
import { timestampFromJson, timestampToJson } from "../../../types/time";

const ENTRY_FIELDS = new Set(["granter", "grantee", "authorization", "expiration"]);

/**
 * The authz section of `app_state` in Cosmos proto-JSON to `AuthzGenesisState`. Expirations are read here as
 * RFC 3339 with nanoseconds (cosmjs-types' own reader goes through Date and keeps milliseconds).
 */
export function parseAuthzGenesis(json: unknown, registry: TypeRegistry): AuthzGenesisState {
  if (!isObject(json)) throw new Error("authz genesis must be a JSON object");
  const unknown = Object.keys(json).filter((key) => key !== "authorization");
  if (unknown.length > 0) throw new Error(`authz genesis: unknown field ${JSON.stringify(unknown[0])}`);
  const list = json.authorization ?? [];
  if (!Array.isArray(list)) throw new Error("authz genesis: authorization must be a list");
  return { authorization: list.map((entry, i) => parseEntry(entry, registry, `authz genesis authorization ${i}`)) };
}

/** Prints every field in the SDK's export form: the authorization inlined with its "@type", expiration null when none. */
export function authzGenesisToJson(genesis: AuthzGenesisState, registry: TypeRegistry): Record<string, unknown> {
  return {
    authorization: genesis.authorization.map((entry) => ({
      granter: entry.granter,
      grantee: entry.grantee,
      authorization: entry.authorization === undefined ? null : anyToProtoJson(entry.authorization.typeUrl, entry.authorization.value, registry),
      expiration: entry.expiration === undefined ? null : timestampToJson(entry.expiration),
    })),
  };
}

function parseEntry(json: unknown, registry: TypeRegistry, where: string): GrantAuthorization {
  if (!isObject(json)) throw new Error(`${where}: expected a JSON object`);
  const unknown = Object.keys(json).filter((key) => !ENTRY_FIELDS.has(key));
  if (unknown.length > 0) throw new Error(`${where}: unknown field ${JSON.stringify(unknown[0])}`);
  const { expiration, ...rest } = json;
  let entry: GrantAuthorization;
  try {
    entry = fromProtoJson(GrantAuthorization, rest, registry);
  } catch (err) {
    throw new Error(`${where}: ${(err as Error).message}`);
  }
  return expiration === undefined || expiration === null ? entry : { ...entry, expiration: timestampFromJson(expiration, `${where}: expiration`) };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
