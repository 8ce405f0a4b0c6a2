import fs from "node:fs";
import { ConfigRequest, ConfigResponse } from "cosmjs-types/cosmos/base/node/v1beta1/query";
import { GetNodeInfoRequest, GetNodeInfoResponse } from "cosmjs-types/cosmos/base/tendermint/v1beta1/query";
import { loadAppConfig, writeAppConfig } from "../../abci-app/src/node/config";
import { GrpcCode } from "../../abci-app/src/server/grpc-codes";
import { RawGrpcClient } from "../../scripts/bench/raw-grpc-client";
import { rpcAbciQuery } from "../harness/cometbft";
import { initLocalNode, startLocalNode, type LocalNode } from "../harness/local-node";

/**
 * What a relayer asks a node before it relays (Hermes' health check), on `idledger start` with a minimum gas price:
 * the node service's Config and the tendermint service's GetNodeInfo, through CometBFT's abci_query (answered by the
 * API worker) and through gRPC.
 */
describe("the node and tendermint services, as relayers ask them", () => {
  let node: LocalNode;
  let grpc: RawGrpcClient;

  beforeAll(async () => {
    const local = await initLocalNode({ chainId: "idledger-relayer-queries" });
    writeAppConfig(local.home, { ...loadAppConfig(local.home), minimumGasPrices: "0.025uhid" });
    node = await startLocalNode(local);
    grpc = new RawGrpcClient(node.grpcAddress);
  }, 120_000);

  afterAll(async () => {
    grpc?.close();
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  test("Config: the minimum gas prices of app.toml, through abci_query and gRPC", async () => {
    const path = "/cosmos.base.node.v1beta1.Service/Config";
    const viaAbci = await rpcAbciQuery(node.rpcUrl, path, ConfigRequest.encode({}).finish());
    expect(viaAbci.code).toBe(0);
    expect(ConfigResponse.decode(viaAbci.value).minimumGasPrice).toBe("0.025000000000000000uhid");
    const viaGrpc = await grpc.call(path, ConfigRequest.encode({}).finish());
    expect(viaGrpc.code).toBe(GrpcCode.OK);
    expect(ConfigResponse.decode(viaGrpc.value!).minimumGasPrice).toBe("0.025000000000000000uhid");
  });

  test("GetNodeInfo through abci_query: the running CometBFT, and the SDK and ibc-go releases idledger speaks", async () => {
    const answer = await rpcAbciQuery(node.rpcUrl, "/cosmos.base.tendermint.v1beta1.Service/GetNodeInfo", GetNodeInfoRequest.encode({}).finish());
    expect(answer).toMatchObject({ code: 0, log: "" });
    const info = GetNodeInfoResponse.decode(answer.value);
    expect(info.defaultNodeInfo!.network).toBe("idledger-relayer-queries");
    expect(info.applicationVersion!.buildDeps.map((dep) => `${dep.path}@${dep.version}`)).toEqual([
      `github.com/cometbft/cometbft@v${info.defaultNodeInfo!.version}`,
      "github.com/cosmos/cosmos-sdk@v0.47.17",
      "github.com/cosmos/ibc-go/v7@v7.10.0",
    ]);
  });
});
