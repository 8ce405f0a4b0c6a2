import { createWiring } from "../../../../abci-app/src/app/wiring";
import { CONSENSUS_ROOT_ERRORS } from "../../../../abci-app/src/modules/consensus/errors";
import { consensusRestRoutes } from "../../../../abci-app/src/modules/consensus/rest";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import { documentedErrors, documentedMessages, documentedQueries, errorsInCode, readDoc, routedMessages, servedQueries, tableRows } from "../module-docs";

/** In the manner of fastify's errors test: code and docs/modules/consensus.md must list the same errors, messages and queries. */
describe("docs/modules/consensus.md", () => {
  const doc = readDoc("consensus");
  const module = createWiring().modules.modules.find((m) => m.name === "consensus")!;

  it("lists every error consensus returns, and no other; the module has no codespace of its own", () => {
    expect(registeredErrors().filter((e) => e.codespace === "consensus")).toEqual([]);
    expect(documentedErrors(doc)).toEqual(errorsInCode(CONSENSUS_ROOT_ERRORS));
  });

  it("documents its message (type URL, amino name), its query and its REST path", () => {
    expect(documentedMessages(doc)).toEqual(routedMessages(module));
    expect(documentedQueries(doc)).toEqual(servedQueries(module));
    expect(tableRows(doc, "Queries").map((row) => row[3]!.replace(/^GET /, ""))).toEqual(consensusRestRoutes.map((r) => r.path));
  });
});
