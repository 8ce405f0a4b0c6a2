import path from "node:path";
import { Option, type Command } from "commander";
import type { CommandContext } from "../../../../abci-app/src/cli/context";
import { argParser, globalOptions, outputOption } from "../../../../abci-app/src/cli/options";
import { AdminClient, DEFAULT_EVENT_API_URL, resolveAdminToken } from "./admin-client";

/** The event API's data directory under the node's home, unless --data-dir says otherwise. */
export function dataDirOf(cmd: Command, explicit?: string): string {
  return path.resolve(explicit ?? path.join(globalOptions(cmd).home, "event-api"));
}

/** --api, --admin-token, --data-dir (where the admin token file is) and -o on an admin command. */
export function withAdminOptions(command: Command, ctx: CommandContext): Command {
  return command
    .addOption(new Option("--api <url>", "the event API's URL; env IDLEDGER_EVENT_API_URL").default(ctx.runtime.env.IDLEDGER_EVENT_API_URL ?? DEFAULT_EVENT_API_URL))
    .addOption(new Option("--admin-token <token>", "admin token (default: env EVENT_API_ADMIN_TOKEN, else <data dir>/admin-token)"))
    .addOption(new Option("--data-dir <dir>", "the event API's data directory (default: <home>/event-api)"))
    .addOption(outputOption());
}

export interface AdminOptions {
  api: string;
  adminToken?: string;
  dataDir?: string;
  output: "text" | "json";
}

export function adminClient(cmd: Command, ctx: CommandContext): AdminClient {
  const opts = cmd.opts<AdminOptions>();
  return new AdminClient(opts.api, resolveAdminToken(opts.adminToken, ctx.runtime.env, dataDirOf(cmd, opts.dataDir)));
}

/** Prints `data` as JSON with -o json, else the text summary. */
export function print(cmd: Command, ctx: CommandContext, data: unknown, text: () => string): void {
  ctx.out(cmd.opts<AdminOptions>().output === "json" ? `${JSON.stringify(data, null, 2)}\n` : `${text()}\n`);
}

export const integer = (name: string, min: number, max: number) =>
  argParser((value: string) => {
    if (!/^-?\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
    return Number(value);
  });

export const isoDate = (name: string) =>
  argParser((value: string) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new Error(`${name} must be a date and time, e.g. 2026-06-01T00:00:00Z`);
    return date.toISOString();
  });

export const httpUrl = (name: string) =>
  argParser((value: string) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name} must be an http(s) URL`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${name} must be an http(s) URL`);
    return value;
  });
