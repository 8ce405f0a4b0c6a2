import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { toAbciError } from "../types/sdk-errors";

/** A successful ABCI query answer at `height`. */
export function queryAnswer(value: Uint8Array, height: bigint): ResponseQuery {
  return { code: 0, log: "", info: "", index: 0n, key: new Uint8Array(), value, proofOps: undefined, height, codespace: "" };
}

/** A failed ABCI query answer carrying the error's code, codespace and log (an unexpected error is redacted). */
export function queryFailure(err: unknown, height: bigint = 0n): ResponseQuery {
  const { code, codespace, log } = toAbciError(err);
  return { ...queryAnswer(new Uint8Array(), height), code, codespace, log };
}
