import { AUTHZ_OTHER_ERRORS } from "../../../../abci-app/src/modules/authz/errors";
import { AUTHZ_EVENTS } from "../../../../abci-app/src/modules/authz/events";
import { AUTHZ_MODULE_NAME } from "../../../../abci-app/src/modules/authz/types/keys";
import { ErrDuplicateEntry } from "../../../../abci-app/src/modules/bank/errors";
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
import { newAuthz } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/authz.md must list the same errors and events. */
describe("docs/modules/authz.md", () => {
  const doc = readDoc("authz");

  it("lists every error authz returns, with its codespace, code and description, and no other", () => {
    // bank's SendAuthorization, which authz grants hold, refuses an allow list naming an address twice.
    const fromAuthorizations = [ErrDuplicateEntry];
    expect(documentedErrors(doc)).toEqual(
      errorsInCode([...registeredErrors().filter((e) => e.codespace === "authz"), ...AUTHZ_OTHER_ERRORS, ...fromAuthorizations]),
    );
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    expect(documentedEvents(doc)).toEqual(AUTHZ_EVENTS);
  });

  it("events are built only in events.ts, so the table above is complete", () => {
    expect(eventBuilders("authz")).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name) and every query the module serves", () => {
    const a = newAuthz();
    const module = a.modules.modules.find((m) => m.name === AUTHZ_MODULE_NAME)!;
    expect(documentedMessages(doc)).toEqual(routedMessages(module));
    expect(documentedQueries(doc)).toEqual(servedQueries(module));
  });

  it("documents every authorization kind the app knows", () => {
    const a = newAuthz();
    expect(
      tableRows(doc, "Authorizations")
        .map(([typeUrl]) => typeUrl)
        .sort(),
    ).toEqual(a.keeper.authorizations.typeUrls());
  });
});
