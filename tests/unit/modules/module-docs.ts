import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ErrorKind } from "../../../abci-app/src/types/errors";
import type { AppModule } from "../../../abci-app/src/module-kit/module";

export const REPO = join(__dirname, "../../..");

/** The data rows of the first Markdown table under `## <heading>`, as trimmed cells with backticks removed. */
export function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  if (section === undefined) throw new Error(`no "## ${heading}" section`);
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim().replace(/`/g, "")),
    )
    .slice(2);
}

export function readDoc(module: string): string {
  return readFileSync(join(REPO, "docs/modules", `${module}.md`), "utf8");
}

/** Every .ts file under a module folder, relative paths. */
export function moduleSources(module: string): string[] {
  const root = join(REPO, "abci-app/src/modules", module);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  return walk(root).map((file) => file.slice(root.length + 1));
}

export function readSource(module: string, file: string): string {
  return readFileSync(join(REPO, "abci-app/src/modules", module, file), "utf8");
}

/*
 * What a module's docs page and its code each say, in one comparable form, for the docs tests of every module
 * (in the manner of fastify's errors test: the two must list the same errors, events, messages and queries).
 */

/** "codespace code description" of each error, sorted. */
export function errorsInCode(errors: readonly ErrorKind[]): string[] {
  return errors.map((e) => `${e.codespace} ${e.code} ${e.description}`).sort();
}

export function documentedErrors(doc: string): string[] {
  return tableRows(doc, "Errors")
    .map(([codespace, code, description]) => `${codespace} ${code} ${description}`)
    .sort();
}

/** Event type → its attribute keys, from the Events table. */
export function documentedEvents(doc: string): Record<string, string[]> {
  return Object.fromEntries(tableRows(doc, "Events").map(([type, attributes]) => [type, attributes!.split(",").map((a) => a.trim())]));
}

/** The module's files that import the `event` builder: events.ts alone, when the Events table is complete. */
export function eventBuilders(module: string): string[] {
  return moduleSources(module).filter((file) => /import \{[^}]*\bevent\b[^}]*\} from "[./]+\/types\/events"/.test(readSource(module, file)));
}

/** "typeUrl aminoName" of each row of the Messages table, in order. */
export function documentedMessages(doc: string): string[] {
  return tableRows(doc, "Messages").map(([typeUrl, amino]) => `${typeUrl} ${amino}`);
}

/** "typeUrl aminoName" of each message the module routes, in order; `noAmino` stands for a missing amino name. */
export function routedMessages(module: AppModule, noAmino?: string): string[] {
  return module.msgRoutes.map((r) => `${r.typeUrl} ${r.aminoName ?? noAmino}`);
}

/** The method names of the Queries table, sorted. */
export function documentedQueries(doc: string): string[] {
  return tableRows(doc, "Queries")
    .map(([method]) => method!)
    .sort();
}

/** The method names of the module's query routes, sorted. */
export function servedQueries(module: AppModule): string[] {
  return module.queryRoutes.map((r) => r.path.split("/").pop()!).sort();
}
