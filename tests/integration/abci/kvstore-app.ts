import { createHash } from "node:crypto";
import {
  ResponseProcessProposal_ProposalStatus,
  type ExecTxResult,
  type RequestCheckTx,
  type RequestFinalizeBlock,
  type RequestInfo,
  type RequestInitChain,
  type RequestPrepareProposal,
  type RequestProcessProposal,
  type RequestQuery,
  type ResponseCheckTx,
  type ResponseCommit,
  type ResponseFinalizeBlock,
  type ResponseInfo,
  type ResponseInitChain,
  type ResponsePrepareProposal,
  type ResponseProcessProposal,
  type ResponseQuery,
} from "cosmjs-types/tendermint/abci/types";
import { BaseApplication, takeWithinBytes } from "../../../abci-app/src/abci/application";

const utf8 = new TextEncoder();
const text = new TextDecoder();

/** Code of a transaction that is not "key=value". */
export const CODE_INVALID_TX = 1;

/** "key=value" → [key, value]; undefined for anything else (no "=", or an empty key). */
export function parseTx(tx: Uint8Array): [string, string] | undefined {
  const s = text.decode(tx);
  const at = s.indexOf("=");
  return at > 0 ? [s.slice(0, at), s.slice(at + 1)] : undefined;
}

/** sha256 over the sorted "key=value\n" lines: the same state always gives the same app hash. */
function hashState(state: ReadonlyMap<string, string>): Uint8Array {
  const hash = createHash("sha256");
  for (const key of [...state.keys()].sort()) hash.update(`${key}=${state.get(key)}\n`);
  return new Uint8Array(hash.digest());
}

/**
 * A key-value store in the shape of CometBFT's example kvstore: CheckTx admits "key=value" transactions,
 * FinalizeBlock stages them, Commit makes them visible to Query and advances the height.
 */
export class KvStoreApp extends BaseApplication {
  private committed = new Map<string, string>();
  private height = 0n;
  private appHash: Uint8Array = hashState(this.committed);
  private staged: { state: Map<string, string>; height: bigint; appHash: Uint8Array } | undefined;

  override info(_req: RequestInfo): ResponseInfo {
    return { data: "kvstore", version: "1.0.0", appVersion: 1n, lastBlockHeight: this.height, lastBlockAppHash: this.appHash };
  }

  /** Genesis is a JSON object of initial keys and values (or nothing). */
  override initChain(req: RequestInitChain): ResponseInitChain {
    const genesis: Record<string, string> = req.appStateBytes.length > 0 ? JSON.parse(text.decode(req.appStateBytes)) : {};
    this.committed = new Map(Object.entries(genesis));
    this.appHash = hashState(this.committed);
    return { validators: [], appHash: this.appHash };
  }

  override checkTx(req: RequestCheckTx): ResponseCheckTx {
    const pair = parseTx(req.tx);
    const result = { data: new Uint8Array(), log: "", info: "", gasWanted: 1n, gasUsed: 0n, events: [], codespace: "" };
    if (pair === undefined) return { ...result, code: CODE_INVALID_TX, log: "tx must be key=value" };
    return { ...result, code: 0, data: utf8.encode(pair[0]) };
  }

  override prepareProposal(req: RequestPrepareProposal): ResponsePrepareProposal {
    return {
      txs: takeWithinBytes(
        req.txs.filter((tx) => parseTx(tx) !== undefined),
        req.maxTxBytes,
      ),
    };
  }

  override processProposal(req: RequestProcessProposal): ResponseProcessProposal {
    const valid = req.txs.every((tx) => parseTx(tx) !== undefined);
    return { status: valid ? ResponseProcessProposal_ProposalStatus.ACCEPT : ResponseProcessProposal_ProposalStatus.REJECT };
  }

  override finalizeBlock(req: RequestFinalizeBlock): ResponseFinalizeBlock {
    const state = new Map(this.committed);
    const txResults = req.txs.map((tx): ExecTxResult => {
      const pair = parseTx(tx);
      const result = { data: new Uint8Array(), info: "", gasWanted: 1n, gasUsed: 1n, codespace: "" };
      if (pair === undefined) return { ...result, code: CODE_INVALID_TX, log: "tx must be key=value", events: [] };
      state.set(pair[0], pair[1]);
      return { ...result, code: 0, log: "", events: [{ type: "app", attributes: [{ key: "key", value: pair[0], index: true }] }] };
    });
    const appHash = hashState(state);
    this.staged = { state, height: req.height, appHash };
    return { events: [], txResults, validatorUpdates: [], appHash };
  }

  override commit(): ResponseCommit {
    if (this.staged === undefined) throw new Error("commit without finalizeBlock");
    ({ state: this.committed, height: this.height, appHash: this.appHash } = this.staged);
    this.staged = undefined;
    return { retainHeight: 0n };
  }

  /** `data` is a key; answers its committed value, or "does not exist" with an empty value. */
  override query(req: RequestQuery): ResponseQuery {
    const key = text.decode(req.data);
    const value = this.committed.get(key);
    return {
      code: 0,
      log: value === undefined ? "does not exist" : "exists",
      info: "",
      index: 0n,
      key: req.data,
      value: value === undefined ? new Uint8Array() : utf8.encode(value),
      height: this.height,
      codespace: "",
    };
  }
}
