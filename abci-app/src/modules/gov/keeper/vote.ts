import type { WeightedVoteOption } from "cosmjs-types/cosmos/gov/v1/gov";
import type { Context } from "../../../module-kit/context";
import { ErrInactiveProposal, ErrMetadataTooLong } from "../errors";
import { voteEvent } from "../events";
import { MAX_METADATA_LEN } from "../types/params";
import { optionsText, validateWeightedOptions } from "../types/vote";
import type { GovKeeper } from "./keeper";

/** The SDK's `AddVote`: only during the voting period; a voter's new vote replaces the old one. */
export function addVote(ctx: Context, k: GovKeeper, id: bigint, voter: Uint8Array, options: readonly WeightedVoteOption[], metadata: string): void {
  if (!k.isVotingPeriod(ctx, id)) throw ErrInactiveProposal.wrap(`${id}`);
  const length = new TextEncoder().encode(metadata).length;
  if (length > MAX_METADATA_LEN) throw ErrMetadataTooLong.wrap(`metadata too long: ${length} bytes, at most ${MAX_METADATA_LEN}`);
  validateWeightedOptions(options);
  const voterText = k.addressCodec.encode(voter);
  k.setVote(ctx, { proposalId: id, voter: voterText, options: [...options], metadata });
  ctx.events.emit(voteEvent(voterText, optionsText(options), id));
}
