import { ConfigRequest, ConfigResponse } from "cosmjs-types/cosmos/base/node/v1beta1/query";
import { formatDecCoins, type DecCoin } from "../types/coins";
import { invalidArgument } from "../types/query-errors";
import type { RawQueryHandler } from "./query-router";

export const NODE_CONFIG_PATH = "/cosmos.base.node.v1beta1.Service/Config";

/**
 * `cosmos.base.node.v1beta1.Service/Config`: this node's minimum gas prices (app.toml `minimum-gas-prices`), printed as
 * the SDK v0.47 prints DecCoins: 18 decimals, zero prices left out ("" when every price is zero). Relayers (Hermes'
 * health check) compare their gas price with it, through an ABCI query of this path.
 */
export function nodeConfigHandler(minGasPrices: readonly DecCoin[]): RawQueryHandler {
  const minimumGasPrice = formatDecCoins(minGasPrices.filter((coin) => coin.amount > 0n));
  // The pruning and halt fields came with SDK v0.50; left at their defaults they stay off the wire, as in v0.47.
  const answer = ConfigResponse.encode({ minimumGasPrice, pruningKeepRecent: "", pruningInterval: "", haltHeight: 0n }).finish();
  return (data) => {
    try {
      ConfigRequest.decode(data);
    } catch (err) {
      throw invalidArgument(`failed to decode ConfigRequest: ${(err as Error).message}`);
    }
    return answer;
  };
}
