import type { Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { registerActionCommands } from "./actions";
import { registerAppKeyCommands } from "./app-keys";
import { registerAppCommands } from "./apps";
import { registerEventCommands } from "./events";
import { registerStart } from "./start";

/** `idledger event-api …`: run the event API, and its admin side over HTTP. */
export function registerEventApiCommands(program: Command, ctx: CommandContext): void {
  const eventApi = program.command("event-api").description("The event API: run it (start) and manage apps, events and actions");
  registerStart(eventApi, ctx);
  registerAppCommands(eventApi, ctx);
  registerEventCommands(eventApi, ctx);
  registerActionCommands(eventApi, ctx);
  registerAppKeyCommands(eventApi, ctx);
}
