import type { CometRpc } from "../../../abci-app/src/server/comet/rpc-client";

export interface RpcCall {
  readonly method: string;
  readonly params: Record<string, unknown>;
}

/** A CometRpc whose answers a test gives by method; every call is recorded. A thrown error is the call's failure. */
export function stubComet(answers: Record<string, (params: Record<string, unknown>) => unknown>) {
  const calls: RpcCall[] = [];
  const rpc = {
    call: async (method: string, params: Record<string, unknown> = {}) => {
      calls.push({ method, params });
      const answer = answers[method];
      if (answer === undefined) throw new Error(`unexpected RPC ${method}`);
      return answer(params);
    },
  } as unknown as CometRpc;
  return { rpc, calls };
}

export const HASH = "8E55ADFF84EA90D6BAA274A111D704DF92E05474911FD9B18FABCD57017103DE";

/** An RPC `tx` result as CometBFT v0.38 prints it (int64 as strings, []byte as base64). */
export function rpcResultTx(height = "4") {
  return {
    hash: HASH,
    height,
    index: 0,
    tx_result: {
      code: 0,
      data: "EiYKJC9jb3Ntb3MuYmFuay52MWJldGExLk1zZ1NlbmRSZXNwb25zZQ==",
      log: '[{"msg_index":0,"events":[{"type":"message","attributes":[{"key":"action","value":"/cosmos.bank.v1beta1.MsgSend"}]}]}]',
      info: "",
      gas_wanted: "200000",
      gas_used: "61234",
      events: [{ type: "transfer", attributes: [{ key: "recipient", value: "hid1x", index: true }] }],
      codespace: "",
    },
    tx: Buffer.from([10, 0, 18, 0, 26, 1, 7]).toString("base64"),
  };
}
