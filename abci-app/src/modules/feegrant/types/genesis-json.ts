import { Grant } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { JsonValue } from "@bufbuild/protobuf";
import { sdkJsonToBytes, toSdkJson } from "../../../codec/sdk-json";
import type { FeegrantGenesisState } from "./genesis";

const GRANT_TYPE_NAME = "cosmos.feegrant.v1beta1.Grant";

/**
 * The feegrant section of `app_state` in Cosmos JSON (`{"allowances": [Grant…]}`, each allowance an Any written
 * `{"@type": …}` with RFC 3339 times and "3600s" durations) to `FeegrantGenesisState`. Unknown fields are errors.
 */
export function parseFeegrantGenesis(json: unknown): FeegrantGenesisState {
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new Error("feegrant genesis must be a JSON object");
  const { allowances: given, ...unknown } = json as Record<string, unknown>;
  const extra = Object.keys(unknown);
  if (extra.length > 0) throw new Error(`feegrant genesis: unknown field ${JSON.stringify(extra[0])}`);
  const allowances = given ?? [];
  if (!Array.isArray(allowances)) throw new Error("feegrant genesis: allowances must be an array");
  return {
    allowances: allowances.map((grant, i) => {
      try {
        return Grant.decode(sdkJsonToBytes(GRANT_TYPE_NAME, grant as JsonValue));
      } catch (err) {
        throw new Error(`feegrant genesis allowance ${i}: ${(err as Error).message}`);
      }
    }),
  };
}

/** Prints every field, defaults included (`"expiration": null`), as the SDK exports genesis. */
export function feegrantGenesisToJson(genesis: FeegrantGenesisState): Record<string, unknown> {
  return { allowances: genesis.allowances.map((grant) => toSdkJson(Grant, grant)) };
}
