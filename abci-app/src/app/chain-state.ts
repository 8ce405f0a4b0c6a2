import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import { Header } from "cosmjs-types/tendermint/types/types";
import type { KVStore, KVReader } from "../store/types";

/**
 * The chain's own records, kept in the `consensus` store beside x/consensus's parameters (under the key
 * "Consensus", the module's): the chain id from InitChain, and the last block's height and time, so that CheckTx
 * after a restart runs with the right chain id, height and time.
 */
export const CHAIN_STORE = "consensus";

const CHAIN_ID_KEY = Uint8Array.of(0x02);
const LAST_BLOCK_KEY = Uint8Array.of(0x03);

export interface BlockHeaderInfo {
  readonly height: bigint;
  readonly time: Timestamp;
}

export function writeChainId(store: KVStore, chainId: string): void {
  store.set(CHAIN_ID_KEY, new TextEncoder().encode(chainId));
}

export function readChainId(store: KVReader): string | undefined {
  const bytes = store.get(CHAIN_ID_KEY);
  return bytes === undefined ? undefined : new TextDecoder().decode(bytes);
}

export function writeLastBlock(store: KVStore, block: BlockHeaderInfo): void {
  store.set(LAST_BLOCK_KEY, Header.encode(Header.fromPartial({ height: block.height, time: block.time })).finish());
}

export function readLastBlock(store: KVReader): BlockHeaderInfo | undefined {
  const bytes = store.get(LAST_BLOCK_KEY);
  if (bytes === undefined) return undefined;
  const header = Header.decode(bytes);
  return { height: header.height, time: header.time };
}

/** The block gas limit of the consensus parameters; undefined when unlimited (max_gas -1 or 0). */
export function maxBlockGas(params: ConsensusParams | undefined): bigint | undefined {
  const maxGas = params?.block?.maxGas ?? -1n;
  return maxGas > 0n ? maxGas : undefined;
}
