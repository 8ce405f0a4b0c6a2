import type { GetTxRequest, GetTxResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import type { CometRpcClient } from "../../comet/rpc-client";
import { indexedTxResponses, txByHash } from "../../comet/tx-index";
import { ApiError, invalidArgument } from "../api-error";
import { fromComet } from "../comet-status";
import { GrpcCode } from "../grpc-codes";
import { readStoredTx } from "./stored-tx";

/** cosmos.tx.v1beta1.Service/GetTx: a committed transaction by its hash (hex, either case), from RPC `tx`. */
export async function getTx(rpc: CometRpcClient, req: GetTxRequest): Promise<GetTxResponse> {
  if (req.hash === "") throw invalidArgument("tx hash cannot be empty");
  if (!/^[0-9A-Fa-f]{64}$/.test(req.hash)) throw invalidArgument(`invalid tx hash ${JSON.stringify(req.hash)}: expected 64 hexadecimal digits`);
  const found = await fromComet(() => txByHash(rpc, req.hash));
  if (found === undefined) throw new ApiError(GrpcCode.NotFound, `tx not found: ${req.hash}`);
  const [txResponse] = await fromComet(() => indexedTxResponses(rpc, [found]));
  return { tx: readStoredTx(found.tx), txResponse };
}
