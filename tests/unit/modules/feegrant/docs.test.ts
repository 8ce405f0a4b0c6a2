import { FEEGRANT_ROOT_ERRORS } from "../../../../abci-app/src/modules/feegrant/errors";
import { FEEGRANT_EVENTS } from "../../../../abci-app/src/modules/feegrant/events";
import { createFeegrantModule } from "../../../../abci-app/src/modules/feegrant/module";
import { feegrantRestRoutes } from "../../../../abci-app/src/modules/feegrant/rest";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import {
  documentedErrors,
  documentedEvents,
  documentedMessages,
  documentedQueries,
  errorsInCode,
  eventBuilders,
  readDoc,
  routedMessages,
  servedQueries,
  tableRows,
} from "../module-docs";
import { newFeegrant } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/feegrant.md must list the same errors, events, messages and queries. */
describe("docs/modules/feegrant.md", () => {
  const doc = readDoc("feegrant");

  it("lists every error feegrant returns, with its codespace, code and description, and no other", () => {
    expect(documentedErrors(doc)).toEqual(errorsInCode([...registeredErrors().filter((e) => e.codespace === "feegrant"), ...FEEGRANT_ROOT_ERRORS]));
  });

  it("keeps SDK v0.47's feegrant codes 2 to 7", () => {
    expect(
      registeredErrors()
        .filter((e) => e.codespace === "feegrant")
        .map((e) => e.code),
    ).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    expect(documentedEvents(doc)).toEqual(FEEGRANT_EVENTS);
  });

  it("events are built only in events.ts, so the table above is complete", () => {
    expect(eventBuilders("feegrant")).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name), every query and its REST path", () => {
    const f = newFeegrant();
    const module = createFeegrantModule(f.keeper);
    expect(documentedMessages(doc)).toEqual(routedMessages(module));
    expect(documentedQueries(doc)).toEqual(servedQueries(module));
    const restInDocs = tableRows(doc, "Queries")
      .map((row) => row[3]!.replace(/^GET /, "").replace(/\{(\w+)\}/g, ":$1"))
      .sort();
    expect(restInDocs).toEqual(feegrantRestRoutes.map((r) => r.path).sort());
  });

  it("documents every allowance type the module decodes", () => {
    expect(tableRows(doc, "Allowances").map(([typeUrl]) => typeUrl)).toEqual([
      "/cosmos.feegrant.v1beta1.BasicAllowance",
      "/cosmos.feegrant.v1beta1.PeriodicAllowance",
      "/cosmos.feegrant.v1beta1.AllowedMsgAllowance",
    ]);
    for (const [typeUrl] of tableRows(doc, "Allowances")) expect(newFeegrant().registry.has(typeUrl!)).toBe(true);
  });
});
