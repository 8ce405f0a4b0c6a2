import type { JsonValue } from "@bufbuild/protobuf";
import { GenesisState } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/genesis";
import { DenomTrace } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/transfer";
import { sdkJsonToBytes, toSdkJson } from "../../codec/sdk-json";
import type { Context } from "../../module-kit/context";
import { parseAmount, validateDenom } from "../../types/coins";
import type { TransferKeeper } from "./keeper/keeper";
import { validateDenomTraces } from "./types/denom-trace";
import { TRANSFER_PORT_ID } from "./types/keys";
import { DEFAULT_TRANSFER_PARAMS } from "./types/params";

/**
 * ibc-go v7.10's transfer genesis. Its `total_escrowed` (v7.1) is missing from cosmjs-types 0.9's GenesisState, so
 * it is read and written beside it; the descriptor set (ibc-go v7.10's protos) checks the whole section.
 */
export interface TransferGenesis extends GenesisState {
  readonly totalEscrowed: readonly { readonly denom: string; readonly amount: string }[];
}

export function defaultTransferGenesis(): TransferGenesis {
  return { portId: TRANSFER_PORT_ID, denomTraces: [], params: { ...DEFAULT_TRANSFER_PARAMS }, totalEscrowed: [] };
}

/** The `transfer` section of `app_state` in Cosmos JSON (`port_id`, `denom_traces`, `params`, `total_escrowed`). */
export function parseTransferGenesis(json: unknown): TransferGenesis {
  const genesis = GenesisState.decode(sdkJsonToBytes("ibc.applications.transfer.v1.GenesisState", json as JsonValue));
  const totalEscrowed = (json as { total_escrowed?: { denom: string; amount: string }[] }).total_escrowed ?? [];
  return { ...genesis, totalEscrowed: totalEscrowed.map(({ denom, amount }) => ({ denom, amount })) };
}

export function transferGenesisToJson(genesis: TransferGenesis): JsonValue {
  const { totalEscrowed, ...rest } = genesis;
  return { ...(toSdkJson(GenesisState, rest) as Record<string, JsonValue>), total_escrowed: totalEscrowed.map(({ denom, amount }) => ({ denom, amount })) };
}

/** ibc-go's `GenesisState.Validate`, and the one port this chain binds ICS-20 to. */
export function validateTransferGenesis(genesis: TransferGenesis): void {
  if (genesis.portId !== TRANSFER_PORT_ID) throw new Error(`transfer genesis: port_id must be ${TRANSFER_PORT_ID}, not ${JSON.stringify(genesis.portId)}`);
  validateDenomTraces(genesis.denomTraces);
  for (const coin of genesis.totalEscrowed) {
    validateDenom(coin.denom);
    if (parseAmount(coin.amount) <= 0n) throw new Error(`transfer genesis: total escrowed of ${coin.denom} must be positive`);
  }
}

export function initTransferGenesis(ctx: Context, keeper: TransferKeeper, genesis: TransferGenesis): void {
  keeper.setPort(ctx, genesis.portId);
  keeper.setParams(ctx, genesis.params);
  for (const trace of genesis.denomTraces) keeper.setDenomTrace(ctx, trace);
  for (const coin of genesis.totalEscrowed) keeper.setTotalEscrow(ctx, coin.denom, parseAmount(coin.amount));
}

export function exportTransferGenesis(ctx: Context, keeper: TransferKeeper): TransferGenesis {
  return {
    portId: keeper.getPort(ctx),
    denomTraces: [...keeper.denomTraces(ctx).iterator()].map(([, value]) => DenomTrace.decode(value)),
    params: keeper.getParams(ctx),
    totalEscrowed: keeper.totalEscrows(ctx).map((coin) => ({ denom: coin.denom, amount: coin.amount.toString() })),
  };
}
