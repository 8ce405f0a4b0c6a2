import type { Block } from "cosmjs-types/tendermint/types/block";
import type { Evidence } from "cosmjs-types/tendermint/types/evidence";
import type { BlockID, Commit, Header, Vote } from "cosmjs-types/tendermint/types/types";
import { rpcArray, rpcBase64, rpcBigInt, rpcHex, rpcNumber, rpcObject, rpcString, rpcTimestamp, type RpcObject } from "./rpc-json";

/**
 * CometBFT's JSON of a block (RPC `block`) → the protobuf tendermint.types.Block the SDK's tendermint service
 * returns. Hashes and addresses are HexBytes in the JSON, transactions and signatures base64. Light-client-attack
 * evidence is not converted (it throws, an internal error): a single-chain node has never recorded one.
 */
export function blockFromRpc(value: unknown): Block {
  const block = rpcObject(value, "block");
  const data = rpcObject(block.data, "block.data");
  const evidence = rpcObject(block.evidence, "block.evidence");
  return {
    header: headerFromRpc(rpcObject(block.header, "block.header")),
    data: { txs: rpcArray(data.txs, "block.data.txs").map((tx) => rpcBase64(tx, "tx")) },
    evidence: { evidence: rpcArray(evidence.evidence, "block.evidence.evidence").map(evidenceFromRpc) },
    lastCommit: block.last_commit === null || block.last_commit === undefined ? undefined : commitFromRpc(rpcObject(block.last_commit, "block.last_commit")),
  };
}

export function blockIdFromRpc(value: unknown): BlockID {
  const id = rpcObject(value, "block_id");
  const parts = rpcObject(id.parts, "block_id.parts");
  return { hash: rpcHex(id.hash, "block_id.hash"), partSetHeader: { total: rpcNumber(parts.total, "parts.total"), hash: rpcHex(parts.hash, "parts.hash") } };
}

function headerFromRpc(h: RpcObject): Header {
  const version = rpcObject(h.version, "header.version");
  return {
    version: { block: rpcBigInt(version.block, "version.block"), app: rpcBigInt(version.app, "version.app") },
    chainId: rpcString(h.chain_id, "chain_id"),
    height: rpcBigInt(h.height, "height"),
    time: rpcTimestamp(h.time, "time"),
    lastBlockId: blockIdFromRpc(h.last_block_id),
    lastCommitHash: rpcHex(h.last_commit_hash, "last_commit_hash"),
    dataHash: rpcHex(h.data_hash, "data_hash"),
    validatorsHash: rpcHex(h.validators_hash, "validators_hash"),
    nextValidatorsHash: rpcHex(h.next_validators_hash, "next_validators_hash"),
    consensusHash: rpcHex(h.consensus_hash, "consensus_hash"),
    appHash: rpcHex(h.app_hash, "app_hash"),
    lastResultsHash: rpcHex(h.last_results_hash, "last_results_hash"),
    evidenceHash: rpcHex(h.evidence_hash, "evidence_hash"),
    proposerAddress: rpcHex(h.proposer_address, "proposer_address"),
  };
}

function commitFromRpc(c: RpcObject): Commit {
  return {
    height: rpcBigInt(c.height, "last_commit.height"),
    round: rpcNumber(c.round, "last_commit.round"),
    blockId: blockIdFromRpc(c.block_id),
    signatures: rpcArray(c.signatures, "last_commit.signatures").map((s) => {
      const sig = rpcObject(s, "commit signature");
      return {
        blockIdFlag: rpcNumber(sig.block_id_flag, "block_id_flag"),
        validatorAddress: rpcHex(sig.validator_address, "validator_address"),
        timestamp: rpcTimestamp(sig.timestamp, "timestamp"),
        signature: rpcBase64(sig.signature, "signature"),
      };
    }),
  };
}

function evidenceFromRpc(value: unknown): Evidence {
  const wrapped = rpcObject(value, "evidence");
  const type = rpcString(wrapped.type, "evidence.type");
  if (type !== "tendermint/DuplicateVoteEvidence") throw new Error(`CometBFT RPC: cannot convert evidence of type ${type}`);
  const e = rpcObject(wrapped.value, "evidence.value");
  return {
    duplicateVoteEvidence: {
      voteA: voteFromRpc(rpcObject(e.vote_a, "vote_a")),
      voteB: voteFromRpc(rpcObject(e.vote_b, "vote_b")),
      totalVotingPower: rpcBigInt(e.TotalVotingPower, "TotalVotingPower"),
      validatorPower: rpcBigInt(e.ValidatorPower, "ValidatorPower"),
      timestamp: rpcTimestamp(e.Timestamp, "Timestamp"),
    },
  };
}

function voteFromRpc(v: RpcObject): Vote {
  return {
    type: rpcNumber(v.type, "vote.type"),
    height: rpcBigInt(v.height, "vote.height"),
    round: rpcNumber(v.round, "vote.round"),
    blockId: blockIdFromRpc(v.block_id),
    timestamp: rpcTimestamp(v.timestamp, "vote.timestamp"),
    validatorAddress: rpcHex(v.validator_address, "vote.validator_address"),
    validatorIndex: rpcNumber(v.validator_index, "vote.validator_index"),
    signature: rpcBase64(v.signature, "vote.signature"),
    extension: rpcBase64(v.extension, "vote.extension"),
    extensionSignature: rpcBase64(v.extension_signature, "vote.extension_signature"),
  };
}
