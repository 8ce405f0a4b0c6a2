import {
  CheckTxType,
  RequestCheckTx,
  RequestFinalizeBlock,
  RequestInfo,
  RequestInitChain,
  RequestPrepareProposal,
  RequestProcessProposal,
  RequestQuery,
} from "cosmjs-types/tendermint/abci/types";

/** Request builders with CometBFT-like defaults, so tests spell only what matters to them. */

const utf8 = new TextEncoder();

export const bytes = (s: string): Uint8Array => utf8.encode(s);
export const str = (b: Uint8Array): string => new TextDecoder().decode(b);

export const infoRequest = (): RequestInfo => RequestInfo.fromPartial({ version: "0.38.17", blockVersion: 11n, p2pVersion: 8n, abciVersion: "2.0.0" });

export const initChainRequest = (genesis: Record<string, string> = {}): RequestInitChain =>
  RequestInitChain.fromPartial({ chainId: "kvstore-test", appStateBytes: bytes(JSON.stringify(genesis)), initialHeight: 1n });

export const checkTxRequest = (tx: string): RequestCheckTx => RequestCheckTx.fromPartial({ tx: bytes(tx), type: CheckTxType.NEW });

export const prepareRequest = (txs: string[], height: bigint): RequestPrepareProposal =>
  RequestPrepareProposal.fromPartial({ txs: txs.map(bytes), maxTxBytes: 1024n * 1024n, height });

export const processRequest = (txs: Uint8Array[], height: bigint): RequestProcessProposal => RequestProcessProposal.fromPartial({ txs, height });

export const finalizeRequest = (txs: Uint8Array[], height: bigint): RequestFinalizeBlock => RequestFinalizeBlock.fromPartial({ txs, height });

export const queryRequest = (key: string): RequestQuery => RequestQuery.fromPartial({ data: bytes(key), path: "/store" });
