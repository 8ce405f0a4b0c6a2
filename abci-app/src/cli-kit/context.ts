import type { CommandContext } from "../../../lib/cli-kit/context";
import type { CommandRuntime } from "../../../lib/cli-kit/runtime";
import type { AccountRetriever } from "./tx/account";
import type { MessageRegistry } from "./tx/message-codecs";

/** The context of the ledger's commands: a command's context, and what reading, printing and signing messages needs. */
export interface LedgerContext<R extends CommandRuntime = CommandRuntime> extends CommandContext<R> {
  /** The message types this command line reads, prints and signs: every module's (cli/client-messages.ts). */
  readonly messages: MessageRegistry;
  /** Reads a signer's account number and sequence from a node (auth's Account query). */
  readonly accounts: AccountRetriever;
}

export function ledgerContext<R extends CommandRuntime>(context: CommandContext<R>, messages: MessageRegistry, accounts: AccountRetriever): LedgerContext<R> {
  return { ...context, messages, accounts };
}
