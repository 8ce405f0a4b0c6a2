import { GenesisState } from "cosmjs-types/cosmos/gov/v1/genesis";
import { ProposalStatus } from "cosmjs-types/cosmos/gov/v1/gov";
import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import type { AddressCodec } from "../../../types/address";
import { defaultGovParams, validateGovParams } from "./params";

export type GovGenesisState = GenesisState;

/** Proposals numbered from 1, none yet, the default params in the bond denomination. */
export function defaultGovGenesis(bondDenom = "uhid"): GovGenesisState {
  return GenesisState.fromPartial({ startingProposalId: 1n, deposits: [], votes: [], proposals: [], params: defaultGovParams(bondDenom) });
}

export function parseGovGenesis(json: unknown): GovGenesisState {
  return readSdkJson(GenesisState, json, { path: "gov genesis" });
}

export function govGenesisToJson(genesis: GovGenesisState): unknown {
  return toSdkJson(GenesisState, genesis);
}

/**
 * The SDK's `ValidateGenesis`: a starting id above 0, valid params, proposals below the starting id and not twice,
 * deposits and votes on known proposals by valid addresses, once each. The v1beta1-era `deposit_params`,
 * `voting_params` and `tally_params` are not read: `params` holds them.
 */
export function validateGovGenesis(genesis: GovGenesisState, codec: AddressCodec): void {
  if (genesis.startingProposalId === 0n) throw new Error("gov genesis: starting proposal id must be greater than 0");
  if (genesis.params === undefined) throw new Error("gov genesis: params must be set");
  try {
    validateGovParams(genesis.params);
  } catch (err) {
    throw new Error(`gov genesis.params: ${(err as Error).message}`);
  }
  const ids = new Set<bigint>();
  for (const [i, proposal] of genesis.proposals.entries()) {
    if (ids.has(proposal.id)) throw new Error(`gov genesis.proposals[${i}]: duplicate proposal id ${proposal.id}`);
    if (proposal.id >= genesis.startingProposalId) throw new Error(`gov genesis.proposals[${i}]: id ${proposal.id} is not below the starting proposal id`);
    const open = proposal.status === ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD || proposal.status === ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD;
    if (proposal.status === ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD && proposal.depositEndTime === undefined)
      throw new Error(`gov genesis.proposals[${i}]: a proposal in its deposit period needs a deposit_end_time`);
    if (proposal.status === ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD && proposal.votingEndTime === undefined)
      throw new Error(`gov genesis.proposals[${i}]: a proposal in its voting period needs a voting_end_time`);
    if (
      !open &&
      proposal.status !== ProposalStatus.PROPOSAL_STATUS_PASSED &&
      proposal.status !== ProposalStatus.PROPOSAL_STATUS_REJECTED &&
      proposal.status !== ProposalStatus.PROPOSAL_STATUS_FAILED
    )
      throw new Error(`gov genesis.proposals[${i}]: invalid status ${proposal.status}`);
    ids.add(proposal.id);
  }
  const once = (kind: string, records: readonly { proposalId: bigint; address: string }[]) => {
    const seen = new Set<string>();
    for (const [i, { proposalId, address }] of records.entries()) {
      if (!ids.has(proposalId)) throw new Error(`gov genesis.${kind}[${i}]: proposal ${proposalId} does not exist`);
      codec.decode(address, `gov genesis.${kind}[${i}] address`);
      const key = `${proposalId}/${address}`;
      if (seen.has(key)) throw new Error(`gov genesis.${kind}[${i}]: duplicate for proposal ${proposalId} and ${address}`);
      seen.add(key);
    }
  };
  once(
    "deposits",
    genesis.deposits.map((d) => ({ proposalId: d.proposalId, address: d.depositor })),
  );
  once(
    "votes",
    genesis.votes.map((v) => ({ proposalId: v.proposalId, address: v.voter })),
  );
}
