import { BinaryWriter } from "cosmjs-types/binary";
import { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { BlockID, type Header } from "cosmjs-types/tendermint/types/types";
import { Consensus } from "cosmjs-types/tendermint/version/types";
import { hashFromByteSlices } from "../store/simple-merkle";

/**
 * CometBFT's `Header.Hash()`: the Merkle root over the header's fields in order, each encoded as CometBFT encodes it
 * (the version, time and last block ID as their protobuf messages; every other field inside gogoproto's wrapper type,
 * which leaves a zero value as no bytes at all). This is the block hash that a commit signs.
 */
export function headerHash(header: Header): Uint8Array {
  return hashFromByteSlices([
    Consensus.encode(header.version ?? { block: 0n, app: 0n }).finish(),
    wrappedString(header.chainId),
    wrappedInt64(header.height),
    Timestamp.encode(header.time).finish(),
    BlockID.encode(header.lastBlockId).finish(),
    wrappedBytes(header.lastCommitHash),
    wrappedBytes(header.dataHash),
    wrappedBytes(header.validatorsHash),
    wrappedBytes(header.nextValidatorsHash),
    wrappedBytes(header.consensusHash),
    wrappedBytes(header.appHash),
    wrappedBytes(header.lastResultsHash),
    wrappedBytes(header.evidenceHash),
    wrappedBytes(header.proposerAddress),
  ]);
}

// google.protobuf.StringValue, Int64Value and BytesValue: the value as field 1, absent when it is the default.
function wrappedString(value: string): Uint8Array {
  return value === "" ? new Uint8Array() : new BinaryWriter().uint32(10).string(value).finish();
}

function wrappedInt64(value: bigint): Uint8Array {
  return value === 0n ? new Uint8Array() : new BinaryWriter().uint32(8).int64(value).finish();
}

function wrappedBytes(value: Uint8Array): Uint8Array {
  return value.length === 0 ? new Uint8Array() : new BinaryWriter().uint32(10).bytes(value).finish();
}
