import { SSI_ROOT_ERRORS } from "../../../abci-app/src/modules/ssi/errors";
import { SSI_EVENTS } from "../../../abci-app/src/modules/ssi/events";
import { registeredErrors } from "../../../abci-app/src/types/errors";
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
} from "../modules/module-docs";
import { newSsi } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/ssi.md must list the same errors, events, messages and queries. */
describe("docs/modules/ssi.md", () => {
  const doc = readDoc("ssi");

  it("lists every error ssi returns, with its codespace, code and description, and no other", () => {
    expect(documentedErrors(doc)).toEqual(errorsInCode([...registeredErrors().filter((e) => e.codespace === "ssi"), ...SSI_ROOT_ERRORS]));
  });

  it("keeps hid-node v0.1.0's registry: codes 101 to 126", () => {
    expect(
      registeredErrors()
        .filter((e) => e.codespace === "ssi")
        .map((e) => e.code),
    ).toEqual(Array.from({ length: 26 }, (_, i) => 101 + i));
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    expect(documentedEvents(doc)).toEqual(SSI_EVENTS);
  });

  it("events are built only in events.ts, so the table above is complete", () => {
    expect(eventBuilders("ssi")).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name) and every query the module serves", () => {
    const { module } = newSsi();
    expect(documentedMessages(doc)).toEqual(routedMessages(module, "—"));
    expect(documentedQueries(doc)).toEqual(servedQueries(module));
  });
});
