import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { methodOfPath } from "../../../abci-app/src/codec/descriptors";
import { sdkJsonPrinter } from "../../../abci-app/src/codec/sdk-json";
import { authRestRoutes } from "../../../abci-app/src/modules/auth/rest";
import { bankRestRoutes } from "../../../abci-app/src/modules/bank/rest";
import { ssiRestRoutes } from "../../../abci-app/src/modules/ssi/rest";
import { abciQuery } from "../../../abci-app/src/server/abci-query";
import { createRestApp } from "../../../abci-app/src/server/rest/app";
import type { RestRoute } from "../../../abci-app/src/module-kit/rest/route";
import { listenRest } from "../../../abci-app/src/server/rest/server";
import { silentLogger } from "../../../lib/logger";
import type { ProtoCodec } from "../../../abci-app/src/codec/proto-codec";
import type { TestChain } from "../../harness/chain";

/** The REST gateway on 127.0.0.1:0, asking the chain's ABCI Query (the in-process app, one call at a time). */
export async function startChainGateway(chain: TestChain, extraRoutes: readonly RestRoute[] = []) {
  const app = createRestApp({
    query: abciQuery(chain.caller),
    routes: [...authRestRoutes, ...bankRestRoutes, ...ssiRestRoutes, ...extraRoutes],
    logger: silentLogger,
  });
  const server = await listenRest(app, "127.0.0.1:0");
  return {
    url: server.url,
    close: server.close,
    /** The same question asked over ABCI directly: the raw answer and its JSON as the gateway prints it. */
    async abci<Req>(path: string, request: ProtoCodec<Req>, _response: ProtoCodec<unknown>, value: Partial<Req>, height = 0n) {
      const res: ResponseQuery = await chain.rawQuery(path, request.encode(request.fromPartial(value)).finish(), height);
      return { res, json: res.code === 0 ? sdkJsonPrinter().printBytes(methodOfPath(path)!.output.typeName, res.value) : undefined };
    },
  };
}
