import type { Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { registerAppCommands } from "./apps";
import { registerStart } from "./start";
import { registerToken } from "./token";

/** `idledger template-api …`: run the template API, manage its apps, get an access token. */
export function registerTemplateApiCommands(program: Command, ctx: CommandContext): void {
  const templateApi = program.command("template-api").description("The presentation template API: run it (start), manage apps, get access tokens");
  registerStart(templateApi, ctx);
  registerAppCommands(templateApi, ctx);
  registerToken(templateApi, ctx);
}
