import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerQueryCommands } from "../../../cli-kit/query";
import { messageCodec, type MessageCodec } from "../../../cli-kit/tx";
import { toSdkJson } from "../../../codec/sdk-json";
import { UPDATE_PARAMS_MSG_TYPE } from "../types/msgs";
import { CONSENSUS_QUERY } from "../types/query";

/** MsgUpdateParams, which the command line reads and prints inside a gov proposal (no one signs it directly). */
export const CONSENSUS_MESSAGE_CODECS: readonly MessageCodec[] = [messageCodec(UPDATE_PARAMS_MSG_TYPE)];

/** `q consensus params`, printed in Cosmos JSON. */
export function registerConsensusQueryCommands(query: Command, ctx: LedgerContext): void {
  registerQueryCommands(query.command("consensus").description("Query the consensus parameters CometBFT runs the chain with"), ctx, [
    {
      name: "params",
      description: "Show the consensus parameters: block size and gas, evidence age, validator key types",
      method: CONSENSUS_QUERY.Params,
      buildRequest: () => ({}),
      toJson: (res) => toSdkJson(CONSENSUS_QUERY.Params.response, res),
    },
  ]);
}
