import { Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { GetTxRequest, GetTxResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { ApiError, invalidArgument } from "../api-error";
import { CometRpcError, type CometRpc } from "../comet/rpc-client";
import { rpcBigInt, rpcObject } from "../comet/rpc-json";
import { cometStatus, fromComet } from "../comet/status";
import { GrpcCode } from "../grpc-codes";
import { blockTimes } from "./block-times";
import { committedTxResponse } from "./tx-response";

/** cosmos.tx.v1beta1.Service/GetTx: a committed transaction by its hash (hex, either case), from RPC `tx`. */
export async function getTx(rpc: CometRpc, req: GetTxRequest): Promise<GetTxResponse> {
  if (req.hash === "") throw invalidArgument("tx hash cannot be empty");
  if (!/^[0-9A-Fa-f]{64}$/.test(req.hash)) throw invalidArgument(`invalid tx hash ${JSON.stringify(req.hash)}: expected 64 hexadecimal digits`);
  let found: unknown;
  try {
    found = await rpc.call("tx", { hash: Buffer.from(req.hash, "hex").toString("base64"), prove: false });
  } catch (err) {
    if (err instanceof CometRpcError && /not found/i.test(err.message)) throw new ApiError(GrpcCode.NotFound, `tx not found: ${req.hash}`);
    throw cometStatus(err);
  }
  const resultTx = rpcObject(found, "tx result");
  const height = rpcBigInt(resultTx.height, "height");
  const times = await fromComet(() => blockTimes(rpc, [height]));
  const { response, txBytes } = committedTxResponse(resultTx, times.get(height)!);
  return { tx: Tx.decode(txBytes), txResponse: response };
}
