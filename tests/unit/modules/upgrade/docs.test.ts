import { createWiring } from "../../../../abci-app/src/app/wiring";
import { UPGRADE_ROOT_ERRORS } from "../../../../abci-app/src/modules/upgrade/errors";
import { upgradeRestRoutes } from "../../../../abci-app/src/modules/upgrade/rest";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import { documentedErrors, documentedMessages, documentedQueries, errorsInCode, readDoc, routedMessages, servedQueries, tableRows } from "../module-docs";

/** In the manner of fastify's errors test: code and docs/modules/upgrade.md must list the same errors, messages and queries. */
describe("docs/modules/upgrade.md", () => {
  const doc = readDoc("upgrade");
  const module = createWiring().modules.modules.find((m) => m.name === "upgrade")!;

  it("lists every error upgrade returns, and no other; the module has no codespace of its own", () => {
    expect(registeredErrors().filter((e) => e.codespace === "upgrade")).toEqual([]);
    expect(documentedErrors(doc)).toEqual(errorsInCode(UPGRADE_ROOT_ERRORS));
  });

  it("documents every message (type URL, amino name), every query and its REST path", () => {
    expect(documentedMessages(doc)).toEqual(routedMessages(module));
    expect(documentedQueries(doc)).toEqual(servedQueries(module));
    const restInDocs = tableRows(doc, "Queries")
      .map((row) => row[3]!.replace(/^GET /, "").replace(/\{(\w+)\}/g, ":$1"))
      .sort();
    expect(restInDocs).toEqual(upgradeRestRoutes.map((r) => r.path).sort());
  });
});
