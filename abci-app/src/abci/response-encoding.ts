import { BinaryWriter } from "cosmjs-types/binary";
import { ExecTxResult, Response, ResponseFinalizeBlock } from "cosmjs-types/tendermint/abci/types";
import { encodeUvarint } from "./framing";

/** Response's finalize_block field tag: the bytes of an empty one without its zero length. */
const FINALIZE_BLOCK_TAG = Response.encode({ finalizeBlock: ResponseFinalizeBlock.fromPartial({}) })
  .finish()
  .subarray(0, -1);
/** ResponseFinalizeBlock's tx_results field (2), length-delimited. */
const TX_RESULTS_TAG = (2 << 3) | 2;

/**
 * A response's protobuf bytes, in parts whose concatenation is `Response.encode(response).finish()`.
 *
 * A FinalizeBlock response is encoded one transaction result at a time. Encoding it whole builds the writer's list of
 * operations for every event attribute of the block before it writes a byte: for a block of 5,000 sends, about a
 * million objects that live long enough to be promoted, then die in the old generation. Per result, each list dies
 * young. Measured on 5,000 bank send results: 84-142 ms and a process of 499 MiB whole, 58-71 ms and 289 MiB per result.
 */
export function encodeResponse(response: Response): Uint8Array[] {
  const block = response.finalizeBlock;
  if (block === undefined) return [Response.encode(response).finish()];
  const head = ResponseFinalizeBlock.encode({
    ...block,
    txResults: [],
    validatorUpdates: [],
    consensusParamUpdates: undefined,
    appHash: new Uint8Array(),
  }).finish();
  const tail = ResponseFinalizeBlock.encode({ ...block, events: [], txResults: [] }).finish();
  const results = block.txResults.map(encodeTxResultField);
  let length = head.length + tail.length;
  for (const result of results) length += result.length;
  const parts = [FINALIZE_BLOCK_TAG, encodeUvarint(length), head];
  for (const result of results) parts.push(result);
  parts.push(tail);
  return parts;
}

/** One tx_results entry of ResponseFinalizeBlock: its tag, length and bytes. */
function encodeTxResultField(result: ExecTxResult): Uint8Array {
  const writer = BinaryWriter.create().uint32(TX_RESULTS_TAG).fork();
  return ExecTxResult.encode(result, writer).ldelim().finish();
}
