import { Option, type Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { ACTION_TYPES } from "../domain/action-types";
import { eventSummary, type AdminEvent } from "./events";
import { adminClient, integer, print, withAdminOptions } from "./options";

interface ActionFlags {
  type?: string;
  title?: string;
  order?: number;
  score?: number;
  optional?: boolean;
  value?: string;
  placeholder?: string;
}

function actionFlags(command: Command, required: boolean): Command {
  const type = new Option("--type <type>", "the action type").choices(ACTION_TYPES);
  const title = new Option("--title <title>");
  return command
    .addOption(required ? type.makeOptionMandatory() : type)
    .addOption(required ? title.makeOptionMandatory() : title)
    .addOption(new Option("--order <n>", "position in the form (default: last)").argParser(integer("--order", 0, 10_000)))
    .addOption(new Option("--score <n>", "points for performing it (default 10)").argParser(integer("--score", 0, 1_000_000)))
    .option("--optional", "not mandatory (default: mandatory)")
    .option("--value <value>", "the link of HYPERLINK_URL, the text of INFO_TEXT")
    .option("--placeholder <text>");
}

function actionBody(flags: ActionFlags): Record<string, unknown> {
  return {
    ...(flags.type !== undefined && { type: flags.type }),
    ...(flags.title !== undefined && { title: flags.title }),
    ...(flags.order !== undefined && { order: flags.order }),
    ...(flags.score !== undefined && { score: flags.score }),
    ...(flags.optional && { isManadatory: false }),
    ...(flags.value !== undefined && { value: flags.value }),
    ...(flags.placeholder !== undefined && { placeHolder: flags.placeholder }),
  };
}

/** `event-api action add|update|remove`. */
export function registerActionCommands(parent: Command, ctx: CommandContext): void {
  const action = parent.command("action").description("Add, change and remove an event's actions");
  const show = (cmd: Command, event: AdminEvent) => print(cmd, ctx, event, () => eventSummary(event));

  withAdminOptions(actionFlags(action.command("add").description("Add an action to an event").argument("<eventId>"), true), ctx).action(
    async (eventId: string, flags: ActionFlags, cmd: Command) => {
      show(cmd, await adminClient(cmd, ctx).request<AdminEvent>("POST", `/events/${encodeURIComponent(eventId)}/actions`, actionBody(flags)));
    },
  );

  withAdminOptions(actionFlags(action.command("update").description("Change an action").argument("<eventId>").argument("<actionId>"), false), ctx).action(
    async (eventId: string, actionId: string, flags: ActionFlags, cmd: Command) => {
      const body = actionBody(flags);
      if (Object.keys(body).length === 0) throw new Error("nothing to change: give a field flag");
      show(
        cmd,
        await adminClient(cmd, ctx).request<AdminEvent>("PATCH", `/events/${encodeURIComponent(eventId)}/actions/${encodeURIComponent(actionId)}`, body),
      );
    },
  );

  withAdminOptions(
    action.command("remove").description("Remove an action and what participants submitted for it").argument("<eventId>").argument("<actionId>"),
    ctx,
  ).action(async (eventId: string, actionId: string, _opts, cmd: Command) => {
    show(cmd, await adminClient(cmd, ctx).request<AdminEvent>("DELETE", `/events/${encodeURIComponent(eventId)}/actions/${encodeURIComponent(actionId)}`));
  });
}
