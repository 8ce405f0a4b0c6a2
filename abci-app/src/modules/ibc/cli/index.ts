import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerQueryCommands } from "../../../cli-kit/query";
import { type MessageCodec, messageCodec } from "../../../cli-kit/tx/message-codecs";
import { CHANNEL_MSG_TYPES } from "../channel/msgs";
import { CLIENT_MSG_TYPES } from "../client/msgs";
import { CONNECTION_MSG_TYPES } from "../connection/msgs";
import { CHANNEL_QUERY_COMMANDS } from "./channel-queries";
import { CLIENT_QUERY_COMMANDS } from "./client-queries";
import { CONNECTION_QUERY_COMMANDS } from "./connection-queries";

/** The IBC messages the command line reads and prints (relayers send them; people decode them). */
export const IBC_MESSAGE_CODECS: readonly MessageCodec[] = [...CLIENT_MSG_TYPES, ...CONNECTION_MSG_TYPES, ...CHANNEL_MSG_TYPES].map((type) =>
  messageCodec(type),
);

/** `query ibc client|connection|channel …`, as ibc-go's command line. */
export function registerIbcQueryCommands(query: Command, ctx: LedgerContext): void {
  const ibc = query.command("ibc").description("Query IBC: light clients, connections and channels to other chains");
  registerQueryCommands(ibc.command("client").description("Query the light clients of other chains"), ctx, CLIENT_QUERY_COMMANDS);
  registerQueryCommands(ibc.command("connection").description("Query connections"), ctx, CONNECTION_QUERY_COMMANDS);
  registerQueryCommands(ibc.command("channel").description("Query channels and their packets"), ctx, CHANNEL_QUERY_COMMANDS);
}
