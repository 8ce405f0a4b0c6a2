import { readFileSync } from "node:fs";
import path from "node:path";
import { Option, type Command } from "commander";
import type { CommandContext } from "../../../lib/cli-kit/context";
import { argParser, globalOptions, outputOption } from "../../../lib/cli-kit/options";
import { ADMIN_TOKEN_FILE } from "../secrets";

/** What the CLI of one service needs to know about it to reach its admin API. */
export interface ServiceCliSpec {
  /** The subcommand, also the name of its data directory under the node's home: "event-api". */
  command: string;
  /** For messages: "event API". */
  title: string;
  defaultUrl: string;
  /** Environment variables of the URL and of the admin token. */
  urlEnv: string;
  adminTokenEnv: string;
}

export interface AdminOptions {
  api: string;
  adminToken?: string;
  dataDir?: string;
  output: "text" | "json";
}

/** The service's data directory under the node's home, unless --data-dir says otherwise. */
export function serviceDataDir(cmd: Command, spec: ServiceCliSpec, explicit?: string): string {
  return path.resolve(explicit ?? path.join(globalOptions(cmd).home, spec.command));
}

/** --api, --admin-token, --data-dir (where the admin token file is) and -o on an admin command. */
export function withAdminOptions(command: Command, ctx: CommandContext, spec: ServiceCliSpec): Command {
  return command
    .addOption(new Option("--api <url>", `the ${spec.title}'s URL; env ${spec.urlEnv}`).default(ctx.runtime.env[spec.urlEnv] ?? spec.defaultUrl))
    .addOption(new Option("--admin-token <token>", `admin token (default: env ${spec.adminTokenEnv}, else <data dir>/${ADMIN_TOKEN_FILE})`))
    .addOption(new Option("--data-dir <dir>", `the ${spec.title}'s data directory (default: <home>/${spec.command})`))
    .addOption(outputOption());
}

/** The admin token: the flag, else the environment, else the file the service generated in its data dir. */
export function resolveAdminToken(cmd: Command, ctx: CommandContext, spec: ServiceCliSpec): string {
  const opts = cmd.opts<AdminOptions>();
  const token = opts.adminToken ?? ctx.runtime.env[spec.adminTokenEnv];
  if (token) return token;
  const file = path.join(serviceDataDir(cmd, spec, opts.dataDir), ADMIN_TOKEN_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    throw new Error(`no admin token: pass --admin-token, set ${spec.adminTokenEnv}, or run the ${spec.title} once so that it writes ${file}`);
  }
}

/** One request to the admin API: the status and the parsed JSON answer, or an error that says what to do. */
export async function adminRequest(
  spec: ServiceCliSpec,
  baseUrl: string,
  token: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  route: string,
  body?: object,
): Promise<{ status: number; ok: boolean; answer: unknown }> {
  const url = `${baseUrl.replace(/\/+$/, "")}/admin/api/v1${route}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { "content-type": "application/json" }) },
      ...(body && { body: JSON.stringify(body) }),
    });
  } catch {
    throw new Error(`the ${spec.title} is not running at ${baseUrl} (start it with: idledger ${spec.command} start)`);
  }
  try {
    return { status: response.status, ok: response.ok, answer: await response.json() };
  } catch {
    throw new Error(`${url} answered ${response.status} without JSON; is --api the ${spec.title}?`);
  }
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
