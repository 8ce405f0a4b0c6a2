import { AUTHZ_OTHER_ERRORS } from "../../../../abci-app/src/modules/authz/errors";
import { AUTHZ_EVENTS } from "../../../../abci-app/src/modules/authz/events";
import { AUTHZ_MODULE_NAME } from "../../../../abci-app/src/modules/authz/types/keys";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import { moduleSources, readDoc, readSource, tableRows } from "../auth/module-docs";
import { newAuthz } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/authz.md must list the same errors and events. */
describe("docs/modules/authz.md", () => {
  const doc = readDoc("authz");

  it("lists every error authz returns, with its codespace, code and description, and no other", () => {
    const inCode = [...registeredErrors().filter((e) => e.codespace === "authz"), ...AUTHZ_OTHER_ERRORS]
      .map((e) => `${e.codespace} ${e.code} ${e.description}`)
      .sort();
    const inDocs = tableRows(doc, "Errors")
      .map(([codespace, code, description]) => `${codespace} ${code} ${description}`)
      .sort();
    expect(inDocs).toEqual(inCode);
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    const inDocs = Object.fromEntries(tableRows(doc, "Events").map(([type, attributes]) => [type, attributes!.split(",").map((a) => a.trim())]));
    expect(inDocs).toEqual(AUTHZ_EVENTS);
  });

  it("events are built only in events.ts, so the table above is complete", () => {
    const builders = moduleSources("authz").filter((file) => /import \{[^}]*\bevent\b[^}]*\} from "[./]+\/types\/events"/.test(readSource("authz", file)));
    expect(builders).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name) and every query the module serves", () => {
    const a = newAuthz();
    const module = a.modules.modules.find((m) => m.name === AUTHZ_MODULE_NAME)!;
    const messages = tableRows(doc, "Messages").map(([typeUrl, amino]) => `${typeUrl} ${amino}`);
    expect(messages).toEqual(module.msgRoutes.map((r) => `${r.typeUrl} ${r.aminoName}`));
    const served = module.queryRoutes.map((r) => r.path.split("/").pop()).sort();
    expect(tableRows(doc, "Queries").map(([method]) => method).sort()).toEqual(served);
  });

  it("documents every authorization kind the app knows", () => {
    const a = newAuthz();
    expect(tableRows(doc, "Authorizations").map(([typeUrl]) => typeUrl).sort()).toEqual(a.keeper.authorizations.typeUrls());
  });
});
