import type { Command } from "commander";
import { MsgUnjail } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import type { LedgerContext } from "../../../cli-kit/context";
import { homeBech32Prefix } from "../../../cli-kit/genesis/file";
import { registerQueryCommands, type QueryCommandSpec } from "../../../cli-kit/query";
import { cosmosPageRequest } from "../../../cli-kit/query/page-response";
import { addTxFlags, generateOrBroadcast, messageCodec, messageToAny, txContext, type MessageCodec, type TxFlags } from "../../../cli-kit/tx";
import { toSdkJson } from "../../../codec/sdk-json";
import { parsePublicKeyJson } from "../../../crypto/ed25519-key-json";
import { AddressCodec } from "../../../types/address";
import { sha256 } from "../../../types/hash";
import { globalOptions } from "../../../../../lib/cli-kit/options";
import { UNJAIL_MSG_TYPE, UPDATE_PARAMS_MSG_TYPE } from "../types/msgs";
import { SLASHING_QUERY } from "../types/query";

export const MSG_UNJAIL = messageCodec(UNJAIL_MSG_TYPE);
/** The gov account's parameter change: printed by `q tx`, carried by proposals, no `tx` command of its own. */
export const MSG_UPDATE_PARAMS = messageCodec(UPDATE_PARAMS_MSG_TYPE);

/** The slashing messages the command line reads, prints and signs. */
export const SLASHING_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_UNJAIL, MSG_UPDATE_PARAMS];

/** `tx slashing unjail`: MsgUnjail for --from's validator. */
export function registerSlashingTxCommands(tx: Command, ctx: LedgerContext): void {
  const slashing = tx.command("slashing").description("Validator penalties: unjail a validator jailed for downtime");
  const unjail = slashing.command("unjail").description("Bring --from's jailed validator back, once its jail time is over");
  addTxFlags(unjail).action(async (_opts: TxFlags, self: Command) => {
    const tx = await txContext(self);
    const codec = new AddressCodec(homeBech32Prefix(globalOptions(self).home));
    const msg = MsgUnjail.fromPartial({ validatorAddr: codec.validators.encode(codec.decode(tx.sender)) });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_UNJAIL, msg)]);
  });
}

/** `q slashing params|signing-info|signing-infos`, printed in Cosmos JSON. */
export function registerSlashingQueryCommands(query: Command, ctx: LedgerContext): void {
  const specs: readonly QueryCommandSpec<any, any>[] = [
    {
      name: "params",
      description: "Show the slashing parameters",
      method: SLASHING_QUERY.Params,
      buildRequest: () => ({}),
      toJson: (res) => toSdkJson(SLASHING_QUERY.Params.response, res),
    },
    {
      name: "signing-info",
      description: "Show a validator's signing info: missed blocks, jail time, tombstone",
      method: SLASHING_QUERY.SigningInfo,
      args: [{ name: "validator", description: "its consensus address (hidvalcons1…) or consensus key, as `comet show-validator` prints it" }],
      buildRequest: ({ args }) => ({ consAddress: consensusAddressArgument(args[0]!) }),
      toJson: (res) => toSdkJson(SLASHING_QUERY.SigningInfo.response, res),
    },
    {
      name: "signing-infos",
      description: "List every validator's signing info",
      method: SLASHING_QUERY.SigningInfos,
      pagination: { items: "signing infos" },
      buildRequest: ({ page }) => ({ pagination: cosmosPageRequest(page!) }),
      toJson: (res) => toSdkJson(SLASHING_QUERY.SigningInfos.response, res),
    },
  ];
  registerQueryCommands(query.command("slashing").description("Query validators' signing infos and the slashing parameters"), ctx, specs);

  /** A consensus address as given, or the address of a consensus key given as JSON. */
  function consensusAddressArgument(text: string): string {
    if (!text.trimStart().startsWith("{")) return text;
    const prefix = homeBech32Prefix(globalOptions(query).home);
    return new AddressCodec(prefix).consensus.encode(sha256(parsePublicKeyJson(text)).subarray(0, 20));
  }
}
