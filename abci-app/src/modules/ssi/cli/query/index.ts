import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerQueryCommands } from "../../../../cli-kit/query";
import { SSI_QUERY_COMMANDS } from "./ssi-queries";

/** `query ssi`: DID documents, schemas and credential statuses, from a node's ABCI query. */
export function registerSsiQueryCommands(query: Command, ctx: LedgerContext): void {
  const ssi = query.command("ssi").description("Query DID documents, credential schemas and credential statuses");
  registerQueryCommands(ssi, ctx, SSI_QUERY_COMMANDS);
}
