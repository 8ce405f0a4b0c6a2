import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createWiring } from "../../../abci-app/src/app/wiring";
import { descriptorSet, methodOfPath } from "../../../abci-app/src/codec/descriptors";
import { CometRpcClient } from "../../../abci-app/src/comet/rpc-client";
import { nodeServiceMethods } from "../../../abci-app/src/server/node-methods";
import { nodeRestRoutes } from "../../../abci-app/src/server/rest-routes";

const ROOT = path.resolve(__dirname, "../../..");

describe("the descriptor set (proto/descriptors/idledger.binpb)", () => {
  const wiring = createWiring();
  const methods = nodeServiceMethods({
    query: async () => {
      throw new Error("not called");
    },
    rpc: new CometRpcClient("http://127.0.0.1:9"),
    queryPaths: wiring.modules.queryRoutes.keys(),
    bech32Prefix: () => "hid",
  });

  test("describes every served method with the request and response types the app's codecs use", () => {
    for (const path of methods.keys()) expect({ path, described: methodOfPath(path) !== undefined }).toEqual({ path, described: true });
    for (const [path, route] of wiring.modules.queryRoutes) {
      const method = methodOfPath(path)!;
      if (route.request.typeUrl !== undefined) expect(`/${method.input.typeName}`).toBe(route.request.typeUrl);
      if (route.response.typeUrl !== undefined) expect(`/${method.output.typeName}`).toBe(route.response.typeUrl);
    }
  });

  test("describes every REST route's method, and every type an Any can hold", () => {
    for (const route of nodeRestRoutes)
      expect({ route: route.path, described: methodOfPath(route.query) !== undefined }).toEqual({ route: route.path, described: true });
    const { registry } = descriptorSet();
    for (const typeUrl of wiring.registry.typeUrls())
      expect({ typeUrl, described: registry.getMessage(typeUrl.slice(1)) !== undefined }).toEqual({ typeUrl, described: true });
    for (const name of ["cosmos.tx.v1beta1.Tx", "grpc.reflection.v1.ServerReflection", "grpc.reflection.v1alpha.ServerReflection", "gogoproto.nullable"]) {
      expect({ name, described: registry.get(name) !== undefined }).toEqual({ name, described: true });
    }
  });

  test("holds the SDK v0.47 methods, not the older ones of @protobufs/cosmos", () => {
    for (const path of [
      "/cosmos.auth.v1beta1.Query/AccountInfo",
      "/cosmos.auth.v1beta1.Query/ModuleAccountByName",
      "/cosmos.bank.v1beta1.Query/SpendableBalanceByDenom",
      "/cosmos.bank.v1beta1.Query/DenomOwners",
      "/cosmos.bank.v1beta1.Query/SendEnabled",
    ]) {
      expect(methodOfPath(path)?.name).toBe(path.split("/")[2]);
    }
  });

  test("is what scripts/gen-descriptors.sh generates now (run npm run descriptors when this fails)", () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "descriptors-")), "set.binpb");
    execFileSync("bash", [path.join(ROOT, "scripts/gen-descriptors.sh"), out], { stdio: "pipe" });
    expect(Buffer.compare(fs.readFileSync(out), fs.readFileSync(path.join(ROOT, "proto/descriptors/idledger.binpb")))).toBe(0);
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }, 300_000);
});
