import { SSI_ROOT_ERRORS } from "../../../abci-app/src/modules/ssi/errors";
import { SSI_EVENTS } from "../../../abci-app/src/modules/ssi/events";
import { registeredErrors } from "../../../abci-app/src/types/errors";
import { moduleSources, readDoc, readSource, tableRows } from "../modules/auth/module-docs";
import { newSsi } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/ssi.md must list the same errors, events, messages and queries. */
describe("docs/modules/ssi.md", () => {
  const doc = readDoc("ssi");

  it("lists every error ssi returns, with its codespace, code and description, and no other", () => {
    const inCode = [...registeredErrors().filter((e) => e.codespace === "ssi"), ...SSI_ROOT_ERRORS].map((e) => `${e.codespace} ${e.code} ${e.description}`).sort();
    const inDocs = tableRows(doc, "Errors")
      .map(([codespace, code, description]) => `${codespace} ${code} ${description}`)
      .sort();
    expect(inDocs).toEqual(inCode);
  });

  it("keeps hid-node v0.1.0's registry: codes 101 to 126", () => {
    expect(registeredErrors().filter((e) => e.codespace === "ssi").map((e) => e.code)).toEqual(Array.from({ length: 26 }, (_, i) => 101 + i));
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    const inDocs = Object.fromEntries(tableRows(doc, "Events").map(([type, attributes]) => [type, attributes!.split(",").map((a) => a.trim())]));
    expect(inDocs).toEqual(SSI_EVENTS);
  });

  it("events are built only in events.ts, so the table above is complete", () => {
    const builders = moduleSources("ssi").filter((file) => /import \{[^}]*\bevent\b[^}]*\} from "[./]+\/types\/events"/.test(readSource("ssi", file)));
    expect(builders).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name) and every query the module serves", () => {
    const { module } = newSsi();
    const messages = tableRows(doc, "Messages").map(([typeUrl, amino]) => `${typeUrl} ${amino}`);
    expect(messages).toEqual(module.msgRoutes.map((r) => `${r.typeUrl} ${r.aminoName ?? "—"}`));
    const served = module.queryRoutes.map((r) => r.path.split("/").pop()).sort();
    expect(tableRows(doc, "Queries").map(([method]) => method).sort()).toEqual(served);
  });
});
