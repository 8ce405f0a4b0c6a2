import { AUTH_ERRORS } from "../../../../abci-app/src/modules/auth/errors";
import { AUTH_EVENTS } from "../../../../abci-app/src/modules/auth/events";
import { createAuthModule } from "../../../../abci-app/src/modules/auth/module";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import {
  documentedErrors,
  documentedMessages,
  documentedQueries,
  errorsInCode,
  moduleSources,
  readDoc,
  readSource,
  routedMessages,
  servedQueries,
} from "../module-docs";
import { newAuth } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/auth.md must list the same errors and events. */
describe("docs/modules/auth.md", () => {
  const doc = readDoc("auth");

  it("lists every error auth returns, with its codespace, code and description, and no other", () => {
    expect(documentedErrors(doc)).toEqual(errorsInCode([...registeredErrors().filter((e) => e.codespace === "auth"), ...AUTH_ERRORS]));
  });

  it("documents the events auth emits: none", () => {
    expect(AUTH_EVENTS).toEqual({});
    expect(readDoc("auth")).toMatch(/## Events\n\nThe module emits no events/);
    expect(moduleSources("auth").filter((file) => /from "[./]+\/types\/events"/.test(readSource("auth", file)))).toEqual([]);
  });

  it("documents every message (type URL, amino name) and every query the module serves", () => {
    const { keeper, registry } = newAuth();
    const module = createAuthModule(keeper, registry);
    expect(documentedMessages(doc)).toEqual(routedMessages(module));
    expect(documentedQueries(doc)).toEqual(servedQueries(module));
  });
});
