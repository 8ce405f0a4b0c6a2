import { AuthInfo, Tx, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import type { MsgRoutes } from "../../../module-kit/module";
import { MSG_CREATE_VALIDATOR_TYPE_URL } from "../../staking/types/msgs";

/** The module's name: its genesis section. */
export const GENUTIL_MODULE_NAME = "genutil";

/** `app_state.genutil`: the signed gentxs, each a transaction in Cosmos JSON (the SDK embeds them as raw JSON). */
export interface GenutilGenesis {
  readonly genTxs: readonly unknown[];
}

export function parseGenutilGenesis(json: unknown): GenutilGenesis {
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error("genutil genesis must be a JSON object");
  const { gen_txs: genTxs = [], ...rest } = json as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) throw new Error(`genutil genesis: unknown field ${JSON.stringify(unknown[0])}`);
  if (!Array.isArray(genTxs)) throw new Error("genutil genesis: gen_txs must be a list of transactions");
  return { genTxs };
}

export function genutilGenesisToJson(genesis: GenutilGenesis): unknown {
  return { gen_txs: [...genesis.genTxs] };
}

/**
 * One gentx read and checked as the SDK's `ValidateGenesis` does: a transaction holding exactly one
 * MsgCreateValidator that passes its stateless checks. Returns its bytes as a block would carry them.
 */
export function readGentx(json: unknown, index: number, anyTypes: { has(typeUrl: string): boolean }, routes: MsgRoutes): Uint8Array {
  const path = `genutil genesis.gen_txs[${index}]`;
  const { body, authInfo, signatures } = readSdkJson(Tx, json, { path, anyTypes });
  if (body === undefined || authInfo === undefined) throw new Error(`${path}: a gentx needs a body and auth_info`);
  const messages = body.messages;
  if (messages.length !== 1) throw new Error(`${path}: a gentx holds exactly one message, got ${messages.length}`);
  const [message] = messages;
  if (message!.typeUrl !== MSG_CREATE_VALIDATOR_TYPE_URL) throw new Error(`${path}: a gentx holds a ${MSG_CREATE_VALIDATOR_TYPE_URL}, got ${message!.typeUrl}`);
  const route = routes.route(message!.typeUrl);
  if (route === undefined) throw new Error(`${path}: the staking module is not in the module list`);
  try {
    route.validateBasic(route.codec.decode(message!.value));
  } catch (err) {
    throw new Error(`${path}: ${(err as Error).message}`);
  }
  return TxRaw.encode({ bodyBytes: TxBody.encode(body).finish(), authInfoBytes: AuthInfo.encode(authInfo).finish(), signatures }).finish();
}
