import { Option, type Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { outputOption } from "../../../../lib/cli-kit/options";
import { DEFAULT_TEMPLATE_API_URL, errorText, print } from "./options";

interface AccessToken {
  access_token: string;
  expiresIn: number;
  tokenType: "Bearer";
}

/** `template-api token`: an app's API secret for an access token, as the app's server would get one. */
export function registerToken(parent: Command, ctx: CommandContext): void {
  parent
    .command("token")
    .description("Exchange an app's API secret for an access token (POST /api/v1/app/oauth); prints the token")
    .addOption(
      new Option("--api <url>", "the template API's URL; env IDLEDGER_TEMPLATE_API_URL").default(
        ctx.runtime.env.IDLEDGER_TEMPLATE_API_URL ?? DEFAULT_TEMPLATE_API_URL,
      ),
    )
    .addOption(new Option("--secret-key <key>", "the app's API secret; env TEMPLATE_API_SECRET_KEY"))
    .addOption(outputOption())
    .action(async (opts: { api: string; secretKey?: string }, cmd: Command) => {
      const key = opts.secretKey ?? ctx.runtime.env.TEMPLATE_API_SECRET_KEY;
      if (!key) throw new Error("no API secret: pass --secret-key or set TEMPLATE_API_SECRET_KEY");
      let response: Response;
      try {
        response = await fetch(`${opts.api.replace(/\/+$/, "")}/api/v1/app/oauth`, { method: "POST", headers: { "x-api-secret-key": key } });
      } catch {
        throw new Error(`the template API is not running at ${opts.api} (start it with: idledger template-api start)`);
      }
      const answer: unknown = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(errorText(response.status, answer));
      const token = answer as AccessToken;
      print(cmd, ctx, token, () => token.access_token);
    });
}
