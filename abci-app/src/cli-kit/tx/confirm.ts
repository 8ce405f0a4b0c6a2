import type { LedgerContext } from "../context";

export const CONFIRM_PROMPT = "confirm transaction before signing and broadcasting [y/N]: ";

/**
 * Shows the unsigned transaction and asks on stderr, as the SDK does unless --yes; an answer starting with
 * "y" signs and broadcasts. The end of input is an error, so that a script without --yes does not pass silently.
 */
export async function confirmBroadcast(ctx: LedgerContext, unsignedTx: unknown): Promise<boolean> {
  ctx.err(`${JSON.stringify(unsignedTx)}\n\n${CONFIRM_PROMPT}`);
  const answer = await ctx.lines.readLine();
  if (answer === undefined) throw new Error("no answer to the confirmation prompt (standard input ended): use --yes to sign and broadcast without asking");
  return answer.trim().toLowerCase().startsWith("y");
}
