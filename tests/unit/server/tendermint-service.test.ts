import { GetBlockByHeightRequest, GetBlockByHeightResponse, GetNodeInfoResponse } from "cosmjs-types/cosmos/base/tendermint/v1beta1/query";
import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { Metadata } from "@grpc/grpc-js";
import { ApiError } from "../../../abci-app/src/server/api-error";
import { requestedHeight } from "../../../abci-app/src/server/grpc/height-metadata";
import { GrpcCode } from "../../../abci-app/src/server/grpc-codes";
import { forwardQuery } from "../../../abci-app/src/server/query-methods";
import { tendermintAbciQuery } from "../../../abci-app/src/server/tendermint/abci-query";
import { tendermintServiceMethods } from "../../../abci-app/src/server/tendermint/service";
import { RPC_BLOCK, RPC_STATUS, stubComet } from "../comet/rpc-stub";

const appVersion = async (): Promise<ResponseQuery> => ({
  code: 0,
  log: "",
  info: "",
  index: 0n,
  key: new Uint8Array(),
  value: new TextEncoder().encode("0.1.0"),
  proofOps: undefined,
  height: 5n,
  codespace: "",
});

describe("the tendermint service", () => {
  const { rpc, calls } = stubComet({ status: () => RPC_STATUS, block: () => RPC_BLOCK });
  const methods = tendermintServiceMethods({ query: appVersion, rpc, bech32Prefix: () => "hid" });
  const call = (method: string, request: Uint8Array = new Uint8Array()) =>
    methods.get(`/cosmos.base.tendermint.v1beta1.Service/${method}`)!(request, { height: 0n });

  test("GetNodeInfo: CometBFT's node info and the app's version", async () => {
    const info = GetNodeInfoResponse.decode((await call("GetNodeInfo")).value);
    expect(info.defaultNodeInfo).toMatchObject({
      defaultNodeId: "ab12",
      network: "idledger-test",
      version: "0.38.26",
      moniker: "node0",
      other: { txIndex: "on" },
    });
    expect(info.defaultNodeInfo!.channels).toEqual(Uint8Array.from(Buffer.from("40202122233038606100", "hex")));
    expect(info.applicationVersion).toMatchObject({ name: "idledger", appName: "idledger", version: "0.1.0", cosmosSdkVersion: "v0.47.17" });
    // What Hermes picks its protocol versions by: the running CometBFT, and the SDK release idledger speaks.
    expect(info.applicationVersion!.buildDeps).toEqual([
      { path: "github.com/cometbft/cometbft", version: "v0.38.26", sum: "" },
      { path: "github.com/cosmos/cosmos-sdk", version: "v0.47.17", sum: "" },
      { path: "github.com/cosmos/ibc-go/v7", version: "v7.10.0", sum: "" },
    ]);
  });

  test("answers an ABCI query of its paths as gRPC does, and leaves other paths alone", async () => {
    const abci = tendermintAbciQuery(methods);
    const query = (path: string, data: Uint8Array = new Uint8Array()) => ({ path, data, height: 0n, prove: false });
    const answer = await abci(query("/cosmos.base.tendermint.v1beta1.Service/GetNodeInfo"));
    expect(answer!.code).toBe(0);
    expect(GetNodeInfoResponse.decode(answer!.value).defaultNodeInfo!.network).toBe("idledger-test");
    const refused = await abci(query("/cosmos.base.tendermint.v1beta1.Service/GetBlockByHeight", GetBlockByHeightRequest.encode({ height: 0n }).finish()));
    expect(refused).toMatchObject({ code: 18, codespace: "sdk", log: expect.stringContaining("blocks start at 1") });
    expect(abci(query("/cosmos.bank.v1beta1.Query/Balance"))).toBeUndefined();
    expect(abci(query("/cosmos.base.tendermint.v1beta1.Service/GetValidatorSetByHeight"))).toBeUndefined();
  });

  test("GetBlockByHeight asks CometBFT for that height; above the chain or below 1 is InvalidArgument", async () => {
    const encode = (height: bigint) => GetBlockByHeightRequest.encode({ height }).finish();
    const res = GetBlockByHeightResponse.decode((await call("GetBlockByHeight", encode(2n))).value);
    expect(calls.at(-1)).toEqual({ method: "block", params: { height: "2" } });
    expect(res.sdkBlock!.header.proposerAddress).toMatch(/^hidvalcons1/);
    await expect(call("GetBlockByHeight", encode(6n))).rejects.toEqual(
      new ApiError(GrpcCode.InvalidArgument, "requested block height is bigger then the chain length"),
    );
    await expect(call("GetBlockByHeight", encode(0n))).rejects.toMatchObject({ code: GrpcCode.InvalidArgument });
    await expect(call("GetBlockByHeight", Uint8Array.from([0xff]))).rejects.toMatchObject({ code: GrpcCode.InvalidArgument });
  });
});

describe("gRPC statuses of queries and heights", () => {
  const failing = (codespace: string, code: number, log: string) => forwardQuery("/x.Query/Y", async () => ({ ...(await appVersion()), code, codespace, log }));

  test.each([
    ["sdk", 22, GrpcCode.NotFound, "not there"],
    ["sdk", 18, GrpcCode.InvalidArgument, "bad"],
    ["sdk", 4, GrpcCode.Unauthenticated, "who"],
    ["sdk", 6, GrpcCode.Unimplemented, "unknown query path"],
    ["ssi", 5, GrpcCode.Unknown, "module error"],
    ["undefined", 1, GrpcCode.Internal, "internal error"],
  ])("a query failing with %s %d is status %d", async (codespace, code, grpcCode, message) => {
    await expect(failing(codespace, code, message === "internal error" ? "secret panic detail" : message)(new Uint8Array(), { height: 0n })).rejects.toEqual(
      new ApiError(grpcCode, message),
    );
  });

  test("x-cosmos-block-height: one decimal int64 ≥ 0; absent or repeated is 0", () => {
    const md = (...values: string[]) => {
      const m = new Metadata();
      for (const v of values) m.add("x-cosmos-block-height", v);
      return m;
    };
    expect(requestedHeight(md())).toBe(0n);
    expect(requestedHeight(md("12"))).toBe(12n);
    expect(requestedHeight(md("1", "2"))).toBe(0n);
    for (const bad of ["x", "1.5", "-3", "99999999999999999999"]) expect(() => requestedHeight(md(bad))).toThrow(ApiError);
  });
});
