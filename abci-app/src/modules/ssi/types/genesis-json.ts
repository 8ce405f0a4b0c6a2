import { GenesisState } from "./generated/ssi/v1/genesis";
import type { SsiGenesisState } from "./genesis";

const FIELDS = new Set(["chain_namespace", "legacy_signatures", "did_documents", "schemas", "credentials", "did_count", "schema_count", "credential_count"]);

/** The ssi section of `app_state` (proto names, uint64 as strings) to `SsiGenesisState`; unknown fields are an error. */
export function parseSsiGenesis(json: unknown): SsiGenesisState {
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new Error("ssi genesis must be a JSON object");
  const unknown = Object.keys(json).filter((key) => !FIELDS.has(key));
  if (unknown.length > 0) throw new Error(`ssi genesis: unknown field(s) ${unknown.sort().join(", ")}`);
  try {
    return GenesisState.fromJSON(json);
  } catch (err) {
    throw new Error(`ssi genesis: ${(err as Error).message}`);
  }
}

/** The generated codec's proto JSON: proto field names, uint64 as strings, empty lists left out. */
export function ssiGenesisToJson(genesis: SsiGenesisState): unknown {
  return GenesisState.toJSON(genesis);
}
