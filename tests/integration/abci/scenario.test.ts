import { AbciClient } from "../../../abci-app/src/abci/client";
import { LocalAbciClient } from "../../../abci-app/src/abci/local-client";
import { AbciServer } from "../../../abci-app/src/abci/server";
import { silentLogger } from "../../../lib/logger";
import { KvStoreApp } from "./kvstore-app";
import { runKvStoreScenario } from "./kvstore-scenario";

describe("the kvstore scenario behaves the same in process and over the socket", () => {
  it("in process, direct calls", async () => {
    const local = new LocalAbciClient(new KvStoreApp());
    await runKvStoreScenario({ query: local, snapshot: local, mempool: local, consensus: local });
  });

  it("over a real socket on 127.0.0.1:0, on CometBFT's four connections", async () => {
    const server = new AbciServer(new KvStoreApp(), { logger: silentLogger });
    const address = await server.listen("tcp://127.0.0.1:0");
    // CometBFT's order of connecting: query, snapshot, mempool, consensus.
    const query = await AbciClient.connect(address);
    const snapshot = await AbciClient.connect(address);
    const mempool = await AbciClient.connect(address);
    const consensus = await AbciClient.connect(address);
    try {
      await runKvStoreScenario({ query, snapshot, mempool, consensus });
    } finally {
      await Promise.all([query.close(), snapshot.close(), mempool.close(), consensus.close()]);
      await server.close();
    }
  });
});
