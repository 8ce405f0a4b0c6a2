import type { Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import {
  adminRequest,
  resolveAdminToken,
  serviceDataDir,
  withAdminOptions as withServiceAdminOptions,
  type ServiceCliSpec,
} from "../../../shared/cli/service-cli";

export { httpUrl, integer, print } from "../../../shared/cli/service-cli";

export const DEFAULT_TEMPLATE_API_URL = "http://127.0.0.1:8090";

export const TEMPLATE_API_CLI: ServiceCliSpec = {
  command: "template-api",
  title: "template API",
  defaultUrl: DEFAULT_TEMPLATE_API_URL,
  urlEnv: "IDLEDGER_TEMPLATE_API_URL",
  adminTokenEnv: "TEMPLATE_API_ADMIN_TOKEN",
};

export function dataDirOf(cmd: Command, explicit?: string): string {
  return serviceDataDir(cmd, TEMPLATE_API_CLI, explicit);
}

export function withAdminOptions(command: Command, ctx: CommandContext): Command {
  return withServiceAdminOptions(command, ctx, TEMPLATE_API_CLI);
}

/** Why a request failed, from the `{statusCode, message: [...], error}` body. */
export function errorText(status: number, answer: unknown): string {
  const body = answer as { message?: unknown; error?: unknown };
  const messages = Array.isArray(body.message) ? body.message.join("; ") : typeof body.message === "string" ? body.message : undefined;
  return `${messages ?? `HTTP ${status}`} (HTTP ${status}${typeof body.error === "string" ? ` ${body.error}` : ""})`;
}

/** The template API's admin side over HTTP; answers the parsed body or throws its messages. */
export function adminClient(cmd: Command, ctx: CommandContext) {
  const token = resolveAdminToken(cmd, ctx, TEMPLATE_API_CLI);
  const baseUrl = cmd.opts<{ api: string }>().api;
  return {
    async request<T>(method: "GET" | "POST" | "PATCH" | "DELETE", route: string, body?: object): Promise<T> {
      const { status, ok, answer } = await adminRequest(TEMPLATE_API_CLI, baseUrl, token, method, route, body);
      if (!ok) throw new Error(errorText(status, answer));
      return answer as T;
    },
  };
}

/** Collects a repeatable option's values. */
export const collect = (value: string, previous: string[]) => [...previous, value];
