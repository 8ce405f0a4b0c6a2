import { BANK_ROOT_ERRORS } from "../../../../abci-app/src/modules/bank/errors";
import { BANK_EVENTS } from "../../../../abci-app/src/modules/bank/events";
import { createBankModule } from "../../../../abci-app/src/modules/bank/module";
import { registeredErrors } from "../../../../abci-app/src/types/errors";
import { moduleSources, readDoc, readSource, tableRows } from "../auth/module-docs";
import { newBank } from "./setup";

/** In the manner of fastify's errors test: code and docs/modules/bank.md must list the same errors and events. */
describe("docs/modules/bank.md", () => {
  const doc = readDoc("bank");

  it("lists every error bank returns, with its codespace, code and description, and no other", () => {
    const inCode = [...registeredErrors().filter((e) => e.codespace === "bank"), ...BANK_ROOT_ERRORS]
      .map((e) => `${e.codespace} ${e.code} ${e.description}`)
      .sort();
    const inDocs = tableRows(doc, "Errors")
      .map(([codespace, code, description]) => `${codespace} ${code} ${description}`)
      .sort();
    expect(inDocs).toEqual(inCode);
  });

  it("lists every event type with exactly its attributes, and no other", () => {
    const inDocs = Object.fromEntries(tableRows(doc, "Events").map(([type, attributes]) => [type, attributes!.split(",").map((a) => a.trim())]));
    expect(inDocs).toEqual(BANK_EVENTS);
  });

  it("events are built only in events.ts, so the table above is complete", () => {
    const builders = moduleSources("bank").filter((file) => /import \{[^}]*\bevent\b[^}]*\} from "[./]+\/types\/events"/.test(readSource("bank", file)));
    expect(builders).toEqual(["events.ts"]);
  });

  it("documents every message (type URL, amino name) and every query the module serves", () => {
    const b = newBank();
    const module = createBankModule(b.bank, b.registry);
    const messages = tableRows(doc, "Messages").map(([typeUrl, amino]) => `${typeUrl} ${amino}`);
    expect(messages).toEqual(module.msgRoutes.map((r) => `${r.typeUrl} ${r.aminoName}`));
    const served = module.queryRoutes.map((r) => r.path.split("/").pop()).sort();
    expect(tableRows(doc, "Queries").map(([method]) => method).sort()).toEqual(served);
  });
});
