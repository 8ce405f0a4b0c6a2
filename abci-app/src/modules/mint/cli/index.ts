import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerQueryCommands, type QueryCommandSpec } from "../../../cli-kit/query";
import { messageCodec, type MessageCodec } from "../../../cli-kit/tx/message-codecs";
import { toSdkJson } from "../../../codec/sdk-json";
import { UPDATE_PARAMS_MSG_TYPE } from "../types/msgs";
import { MINT_QUERY } from "../types/query";

/** MsgUpdateParams, printed by `q tx`; it has no `tx` command: only a gov proposal carries it. */
export const MINT_MESSAGE_CODECS: readonly MessageCodec[] = [messageCodec(UPDATE_PARAMS_MSG_TYPE)];

const spec = (name: string, description: string, method: (typeof MINT_QUERY)[keyof typeof MINT_QUERY]): QueryCommandSpec<any, any> => ({
  name,
  description,
  method,
  buildRequest: () => ({}),
  toJson: (res) => toSdkJson(method.response, res),
});

/** `q mint params|inflation|annual-provisions`, printed in Cosmos JSON. */
export function registerMintQueryCommands(query: Command, ctx: LedgerContext): void {
  registerQueryCommands(query.command("mint").description("Query the inflation and the minting parameters"), ctx, [
    spec("params", "Show the minting parameters", MINT_QUERY.Params),
    spec("inflation", "Show the current inflation rate", MINT_QUERY.Inflation),
    spec("annual-provisions", "Show the tokens minted per year at the current inflation", MINT_QUERY.AnnualProvisions),
  ]);
}
