import type { Event } from "cosmjs-types/tendermint/abci/types";
import { rpcArray, rpcBase64, rpcBigInt, rpcBool, rpcNumber, rpcObject, rpcString } from "./rpc-json";

/** A transaction's result as CometBFT's RPC prints it: ResponseCheckTx, or ExecTxResult in a block. */
export interface TxResult {
  readonly code: number;
  readonly codespace: string;
  readonly data: Uint8Array;
  readonly log: string;
  readonly info: string;
  readonly gasWanted: bigint;
  readonly gasUsed: bigint;
  readonly events: Event[];
}

/** Reads a ResponseCheckTx or an ExecTxResult (`data` in base64); `what` names it in errors. */
export function readTxResult(value: unknown, what: string): TxResult {
  const r = rpcObject(value, what);
  return {
    code: rpcNumber(r.code, `${what}.code`),
    codespace: rpcString(r.codespace, `${what}.codespace`),
    data: rpcBase64(r.data, `${what}.data`),
    log: rpcString(r.log, `${what}.log`),
    info: rpcString(r.info, `${what}.info`),
    gasWanted: rpcBigInt(r.gas_wanted, `${what}.gas_wanted`),
    gasUsed: rpcBigInt(r.gas_used, `${what}.gas_used`),
    events: rpcArray(r.events, `${what}.events`).map((e, i) => readEvent(e, `${what}.events[${i}]`)),
  };
}

function readEvent(value: unknown, what: string): Event {
  const e = rpcObject(value, what);
  return {
    type: rpcString(e.type, `${what}.type`),
    attributes: rpcArray(e.attributes, `${what}.attributes`).map((a, i) => {
      const attr = rpcObject(a, `${what}.attributes[${i}]`);
      return { key: rpcString(attr.key, "key"), value: rpcString(attr.value, "value"), index: rpcBool(attr.index, "index") };
    }),
  };
}
