import { readFileSync } from "node:fs";
import { Option, type Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { adminClient, httpUrl, integer, isoDate, print, withAdminOptions } from "./options";

export interface AdminEvent {
  _id: string;
  appId: string;
  projectName: string;
  slug: string;
  fromDate: string;
  toDate: string;
  projectStatus: boolean;
  actions: { _id: string; order: number; type: string; title: string; score: number; isManadatory: boolean }[];
}

interface Participant {
  email: string;
  score: number;
  performed: { actionId: string; value: string }[];
}

export function eventSummary(event: AdminEvent): string {
  const head = `${event._id}  ${event.slug}  ${event.projectStatus ? "open" : "closed"}  ${event.fromDate} – ${event.toDate}  ${event.projectName}`;
  const actions = event.actions.map((a) => `  ${a.order}. ${a.type}  ${a.title}  (${a.score} points${a.isManadatory ? ", required" : ""})  ${a._id}`);
  return [head, ...actions].join("\n");
}

function readJsonFile(file: string): object {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as object;
  } catch (err) {
    throw new Error(`cannot read ${file} as JSON: ${(err as Error).message}`);
  }
}

interface EventFlags {
  file?: string;
  name?: string;
  from?: string;
  to?: string;
  slug?: string;
  logoUrl?: string;
  open?: boolean;
}

function eventFieldsFrom(flags: EventFlags): Record<string, unknown> {
  return {
    ...(flags.name !== undefined && { projectName: flags.name }),
    ...(flags.from !== undefined && { fromDate: flags.from }),
    ...(flags.to !== undefined && { toDate: flags.to }),
    ...(flags.slug !== undefined && { slug: flags.slug }),
    ...(flags.logoUrl !== undefined && { logoUrl: flags.logoUrl }),
  };
}

function eventFlags(command: Command): Command {
  return command
    .option("--file <event.json>", "the event as JSON (the admin API's body); flags override its fields")
    .option("--name <name>", "projectName")
    .addOption(new Option("--from <date-time>", "fromDate, e.g. 2026-06-01T00:00:00Z").argParser(isoDate("--from")))
    .addOption(new Option("--to <date-time>", "toDate").argParser(isoDate("--to")))
    .option("--slug <slug>", "the form URL's slug (default: made from the name)")
    .addOption(new Option("--logo-url <url>").argParser(httpUrl("--logo-url")));
}

/** `event-api event create|list|show|update|open|close|participants`. */
export function registerEventCommands(parent: Command, ctx: CommandContext): void {
  const event = parent.command("event").description("Create and manage events and see who took part");
  const show = (cmd: Command, found: AdminEvent) => print(cmd, ctx, found, () => eventSummary(found));

  withAdminOptions(
    eventFlags(event.command("create").description("Create an event for an app").argument("<appId>")).option("--open", "open it at once (default: closed)"),
    ctx,
  ).action(async (appId: string, flags: EventFlags, cmd: Command) => {
    const body = { ...(flags.file ? readJsonFile(flags.file) : {}), ...eventFieldsFrom(flags), ...(flags.open && { projectStatus: true }) };
    for (const field of ["projectName", "fromDate", "toDate"]) {
      if (!(field in body)) throw new Error(`the event needs ${field}: give --name, --from and --to, or --file`);
    }
    show(cmd, await adminClient(cmd, ctx).request<AdminEvent>("POST", `/apps/${encodeURIComponent(appId)}/events`, body));
  });

  withAdminOptions(
    event
      .command("list")
      .description("An app's events, newest start first")
      .argument("<appId>")
      .addOption(new Option("--page <n>").argParser(integer("--page", 1, 1_000_000)).default(1))
      .addOption(new Option("--limit <n>").argParser(integer("--limit", 1, 100)).default(10)),
    ctx,
  ).action(async (appId: string, opts: { page: number; limit: number }, cmd: Command) => {
    const events = await adminClient(cmd, ctx).request<AdminEvent[]>("GET", `/apps/${encodeURIComponent(appId)}/events?page=${opts.page}&limit=${opts.limit}`);
    print(cmd, ctx, events, () => (events.length === 0 ? "no events" : events.map(eventSummary).join("\n")));
  });

  withAdminOptions(event.command("show").description("Show an event and its actions").argument("<eventId>"), ctx).action(
    async (eventId: string, _opts, cmd: Command) => {
      show(cmd, await adminClient(cmd, ctx).request<AdminEvent>("GET", `/events/${encodeURIComponent(eventId)}`));
    },
  );

  withAdminOptions(eventFlags(event.command("update").description("Change an event's fields").argument("<eventId>")), ctx).action(
    async (eventId: string, flags: EventFlags, cmd: Command) => {
      const patch = { ...(flags.file ? readJsonFile(flags.file) : {}), ...eventFieldsFrom(flags) };
      if (Object.keys(patch).length === 0) throw new Error("nothing to change: give --file or a field flag");
      show(cmd, await adminClient(cmd, ctx).request<AdminEvent>("PATCH", `/events/${encodeURIComponent(eventId)}`, patch));
    },
  );

  for (const verb of ["open", "close"] as const) {
    withAdminOptions(
      event
        .command(verb)
        .description(`${verb === "open" ? "Open" : "Close"} an event for participation`)
        .argument("<eventId>"),
      ctx,
    ).action(async (eventId: string, _opts, cmd: Command) => {
      show(cmd, await adminClient(cmd, ctx).request<AdminEvent>("POST", `/events/${encodeURIComponent(eventId)}/${verb}`));
    });
  }

  withAdminOptions(event.command("participants").description("Who took part, highest score first").argument("<eventId>"), ctx).action(
    async (eventId: string, _opts, cmd: Command) => {
      const people = await adminClient(cmd, ctx).request<Participant[]>("GET", `/events/${encodeURIComponent(eventId)}/participants`);
      print(cmd, ctx, people, () =>
        people.length === 0 ? "no participants yet" : people.map((p) => `${p.email}  ${p.score} points  ${p.performed.length} actions`).join("\n"),
      );
    },
  );
}
