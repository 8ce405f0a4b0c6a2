import type { CometRpcClient } from "../../../abci-app/src/comet/rpc-client";

export interface RpcCall {
  readonly method: string;
  readonly params: Record<string, unknown>;
}

/** A CometRpcClient whose answers a test gives by method; every call is recorded. A thrown error is the call's failure. */
export function stubComet(answers: Record<string, (params: Record<string, unknown>) => unknown>) {
  const calls: RpcCall[] = [];
  const rpc = {
    call: async (method: string, params: Record<string, unknown> = {}) => {
      calls.push({ method, params });
      const answer = answers[method];
      if (answer === undefined) throw new Error(`unexpected RPC ${method}`);
      return answer(params);
    },
  } as unknown as CometRpcClient;
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

const H = (byte: string) => byte.repeat(32);

/** An RPC `block` result as CometBFT v0.38 prints it (HexBytes as hex, []byte as base64, times with nanoseconds). */
export const RPC_BLOCK = {
  block_id: { hash: H("AB"), parts: { total: 1, hash: H("CD") } },
  block: {
    header: {
      version: { block: "11", app: "0" },
      chain_id: "idledger-test",
      height: "2",
      time: "2026-01-01T00:00:10.5Z",
      last_block_id: { hash: H("01"), parts: { total: 1, hash: H("02") } },
      last_commit_hash: H("03"),
      data_hash: "",
      validators_hash: H("04"),
      next_validators_hash: H("04"),
      consensus_hash: H("05"),
      app_hash: H("06"),
      last_results_hash: "",
      evidence_hash: "",
      proposer_address: "11".repeat(20),
    },
    data: { txs: ["AQI="] },
    evidence: { evidence: [] },
    last_commit: {
      height: "1",
      round: 0,
      block_id: { hash: H("01"), parts: { total: 1, hash: H("02") } },
      signatures: [
        { block_id_flag: 2, validator_address: "11".repeat(20), timestamp: "2026-01-01T00:00:10.123456789Z", signature: "AAE=" },
        { block_id_flag: 1, validator_address: "", timestamp: "0001-01-01T00:00:00Z", signature: null },
      ],
    },
  },
};

/** An RPC `status` result as CometBFT v0.38 prints it. */
export const RPC_STATUS = {
  node_info: {
    protocol_version: { p2p: "8", block: "11", app: "0" },
    id: "ab12",
    listen_addr: "tcp://0.0.0.0:26656",
    network: "idledger-test",
    version: "0.38.26",
    channels: "40202122233038606100",
    moniker: "node0",
    other: { tx_index: "on", rpc_address: "tcp://127.0.0.1:26657" },
  },
  sync_info: { latest_block_height: "5", catching_up: false },
  validator_info: { address: "11".repeat(20), pub_key: { type: "tendermint/PubKeyEd25519", value: "AAAA" }, voting_power: "10" },
};
