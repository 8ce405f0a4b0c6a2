import { GOV_ROOT_ERRORS } from "../../../../abci-app/src/modules/gov/errors";
import { GOV_EVENTS } from "../../../../abci-app/src/modules/gov/events";
import type { GovKeeper } from "../../../../abci-app/src/modules/gov/keeper/keeper";
import { createGovModule } from "../../../../abci-app/src/modules/gov/module";
import { govRestRoutes } from "../../../../abci-app/src/modules/gov/rest";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import { documentedErrors, documentedEvents, documentedMessages, errorsInCode, eventBuilders, readDoc, routedMessages, tableRows } from "../module-docs";

/** Code and docs/modules/gov.md must list the same errors, events, messages, queries and REST paths. */
describe("docs/modules/gov.md", () => {
  const doc = readDoc("gov");
  // the route tables only close over the keeper; nothing here reads state
  const module = createGovModule({} as GovKeeper);

  it("lists every error gov returns, with its codespace, code and description, and no other", () => {
    expect(documentedErrors(doc)).toEqual(errorsInCode([...registeredErrors().filter((e) => e.codespace === "gov"), ...GOV_ROOT_ERRORS]));
  });

  it("keeps SDK v0.47's gov codes 2 to 16", () => {
    expect(
      registeredErrors()
        .filter((e) => e.codespace === "gov")
        .map((e) => e.code),
    ).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it("lists every event type with exactly its attributes, built only in events.ts", () => {
    expect(documentedEvents(doc)).toEqual(GOV_EVENTS);
    expect(eventBuilders("gov")).toEqual(["events.ts"]);
  });

  it("documents every message with its amino name, in routing order", () => {
    expect(documentedMessages(doc)).toEqual(routedMessages(module));
  });

  it("documents every query method, served in v1 and v1beta1, with its REST path in both", () => {
    const methods = tableRows(doc, "Queries").map(([method]) => method!);
    const served = module.queryRoutes.map((r) => r.path);
    expect(served.sort()).toEqual(methods.flatMap((m) => [`/cosmos.gov.v1.Query/${m}`, `/cosmos.gov.v1beta1.Query/${m}`]).sort());
    const rest = tableRows(doc, "Queries").map((row) => row[3]!.replace(/^GET /, "").replace(/\{(\w+)\}/g, ":$1"));
    const both = rest.flatMap((path) => [path, path.replace("/cosmos/gov/v1/", "/cosmos/gov/v1beta1/")]);
    expect(govRestRoutes.map((r) => r.path).sort()).toEqual(both.sort());
  });
});
