import type { LedgerContext } from "../../../cli-kit/context";

/** Asks on stderr; only an answer starting with "y" (any case) means yes, end of input means no. */
export async function confirm(ctx: LedgerContext, question: string): Promise<boolean> {
  ctx.err(`${question} [y/N]: `);
  const answer = (await ctx.lines.readLine()) ?? "";
  return answer.trim().toLowerCase().startsWith("y");
}
