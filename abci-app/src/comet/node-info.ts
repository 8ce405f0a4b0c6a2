import type { DefaultNodeInfo } from "cosmjs-types/tendermint/p2p/types";
import { rpcBigInt, rpcHex, rpcObject, rpcString } from "./rpc-json";

/** CometBFT's `status.node_info` JSON → tendermint.p2p.DefaultNodeInfo (channels are HexBytes in the JSON). */
export function nodeInfoFromRpc(value: unknown): DefaultNodeInfo {
  const info = rpcObject(value, "node_info");
  const protocol = rpcObject(info.protocol_version, "protocol_version");
  const other = rpcObject(info.other ?? {}, "other");
  return {
    protocolVersion: {
      p2p: rpcBigInt(protocol.p2p, "protocol_version.p2p"),
      block: rpcBigInt(protocol.block, "protocol_version.block"),
      app: rpcBigInt(protocol.app, "protocol_version.app"),
    },
    defaultNodeId: rpcString(info.id, "id"),
    listenAddr: rpcString(info.listen_addr, "listen_addr"),
    network: rpcString(info.network, "network"),
    version: rpcString(info.version, "version"),
    channels: rpcHex(info.channels, "channels"),
    moniker: rpcString(info.moniker, "moniker"),
    other: { txIndex: rpcString(other.tx_index, "tx_index"), rpcAddress: rpcString(other.rpc_address, "rpc_address") },
  };
}
