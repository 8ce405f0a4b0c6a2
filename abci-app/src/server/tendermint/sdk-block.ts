import { toBech32 } from "@cosmjs/encoding";
import type { Block as SdkBlock } from "cosmjs-types/cosmos/base/tendermint/v1beta1/types";
import type { Block } from "cosmjs-types/tendermint/types/block";

/** The SDK's copy of a block (tmservice convertBlock): the same, with the proposer as a bech32 consensus address. */
export function sdkBlockOf(block: Block, bech32Prefix: string): SdkBlock {
  const { proposerAddress, ...header } = block.header;
  return {
    header: { ...header, proposerAddress: toBech32(`${bech32Prefix}valcons`, proposerAddress) },
    data: block.data,
    evidence: block.evidence,
    lastCommit: block.lastCommit,
  };
}
