import type { CometRpcClient } from "./rpc-client";
import { rpcBase64, rpcBigInt, rpcNumber, rpcObject, rpcString } from "./rpc-json";

export interface AbciQueryRequest {
  readonly path: string;
  readonly data: Uint8Array;
  /** 0 (the default) asks for the latest committed height. */
  readonly height?: bigint;
  readonly prove?: boolean;
}

/** CometBFT's ResponseQuery, without the proof. */
export interface AbciQueryResponse {
  readonly code: number;
  readonly codespace: string;
  readonly log: string;
  readonly info: string;
  readonly value: Uint8Array;
  readonly height: bigint;
}

/** RPC `abci_query`: the request's data goes as hex, the answer's value comes as base64. */
export async function abciQuery(client: CometRpcClient, request: AbciQueryRequest): Promise<AbciQueryResponse> {
  const result = rpcObject(
    await client.call("abci_query", {
      path: request.path,
      data: Buffer.from(request.data).toString("hex"),
      height: (request.height ?? 0n).toString(),
      prove: request.prove ?? false,
    }),
    "abci_query result",
  );
  const response = rpcObject(result.response, "abci_query response");
  return {
    code: rpcNumber(response.code, "code"),
    codespace: rpcString(response.codespace, "codespace"),
    log: rpcString(response.log, "log"),
    info: rpcString(response.info, "info"),
    value: rpcBase64(response.value, "value"),
    height: rpcBigInt(response.height, "height"),
  };
}
