import { BANK_ROOT_ERRORS } from "../../../../abci-app/src/modules/bank/errors";
import { BANK_EVENTS } from "../../../../abci-app/src/modules/bank/events";
import { createBankModule } from "../../../../abci-app/src/modules/bank/module";
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
} from "../module-docs";
import { newBank } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/bank.md must list the same errors and events. */
describe("docs/modules/bank.md", () => {
  const doc = readDoc("bank");

  it("lists every error bank returns, with its codespace, code and description, and no other", () => {
    expect(documentedErrors(doc)).toEqual(errorsInCode([...registeredErrors().filter((e) => e.codespace === "bank"), ...BANK_ROOT_ERRORS]));
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    expect(documentedEvents(doc)).toEqual(BANK_EVENTS);
  });

  it("events are built only in events.ts, so the table above is complete", () => {
    expect(eventBuilders("bank")).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name) and every query the module serves", () => {
    const b = newBank();
    const module = createBankModule(b.bank);
    expect(documentedMessages(doc)).toEqual(routedMessages(module));
    expect(documentedQueries(doc)).toEqual(servedQueries(module));
  });
});
