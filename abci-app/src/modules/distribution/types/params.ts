import type { Params } from "cosmjs-types/cosmos/distribution/v1beta1/distribution";
import { decParam } from "../../../module-kit/params-update";
import { DEC_ONE } from "../../../types/coins";

export type DistributionParams = Params;

/** The SDK's defaults: a 2% community tax; the proposer rewards are deprecated (zero); withdraw addresses allowed. */
export function defaultDistributionParams(): DistributionParams {
  return { communityTax: (DEC_ONE / 50n).toString(), baseProposerReward: "0", bonusProposerReward: "0", withdrawAddrEnabled: true };
}

/** The SDK's `Params.ValidateBasic`: the community tax is in [0, 1]. */
export function validateDistributionParams(params: DistributionParams): void {
  const tax = BigInt(params.communityTax === "" ? "0" : params.communityTax);
  if (tax < 0n || tax > DEC_ONE) throw new Error(`community tax should be non-negative and less than one: ${params.communityTax}`);
}

/** What MsgUpdateParams must pass: `Params.ValidateBasic`, where an empty community tax is Go's nil Dec (refused). */
export function validateUpdatedDistributionParams(params: DistributionParams): void {
  decParam(params.communityTax, "community tax");
  validateDistributionParams(params);
}

/** True when a deprecated proposer reward is set to anything but nil (empty) or zero: MsgUpdateParams may not. */
export function setsDeprecatedProposerRewards(params: DistributionParams): boolean {
  const set = (text: string) => text !== "" && !/^-?0+$/.test(text);
  return set(params.baseProposerReward) || set(params.bonusProposerReward);
}
