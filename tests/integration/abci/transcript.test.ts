import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Request, Response } from "cosmjs-types/tendermint/abci/types";
import { AbciClient } from "../../../abci-app/src/abci/client";
import { AbciServer } from "../../../abci-app/src/abci/server";
import { silentLogger } from "../../../lib/logger";
import { KvStoreApp } from "./kvstore-app";

type ConnectionName = "query" | "snapshot" | "mempool" | "consensus";

interface Transcript {
  readonly steps: ReadonlyArray<{ readonly note?: string; readonly connection: ConnectionName; readonly request: unknown; readonly response: unknown }>;
}

const transcript: Transcript = JSON.parse(readFileSync(join(__dirname, "../../fixtures/abci/kvstore-transcript.json"), "utf8"));

describe("golden ABCI transcript", () => {
  it("the fixture covers every connection and the whole block cycle", () => {
    expect(new Set(transcript.steps.map((s) => s.connection))).toEqual(new Set(["query", "snapshot", "mempool", "consensus"]));
    const methods = transcript.steps.map((s) => Object.keys(s.request as object)[0]);
    expect(methods).toEqual(expect.arrayContaining(["info", "initChain", "checkTx", "prepareProposal", "processProposal", "finalizeBlock", "commit", "query"]));
  });

  it("played over the socket, every response matches the recorded one", async () => {
    const server = new AbciServer(new KvStoreApp(), { logger: silentLogger });
    const address = await server.listen("tcp://127.0.0.1:0");
    const connections: Record<ConnectionName, AbciClient> = {
      query: await AbciClient.connect(address),
      snapshot: await AbciClient.connect(address),
      mempool: await AbciClient.connect(address),
      consensus: await AbciClient.connect(address),
    };
    try {
      for (const [index, step] of transcript.steps.entries()) {
        const client = connections[step.connection];
        const [response] = await Promise.all([client.send(Request.fromJSON(step.request)), client.flush()]);
        expect({ step: index, note: step.note, response: Response.toJSON(response) }).toEqual({ step: index, note: step.note, response: step.response });
      }
    } finally {
      await Promise.all(Object.values(connections).map((c) => c.close()));
      await server.close();
    }
  });
});
