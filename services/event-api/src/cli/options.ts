import type { Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import {
  adminRequest,
  resolveAdminToken,
  serviceDataDir,
  withAdminOptions as withServiceAdminOptions,
  type ServiceCliSpec,
} from "../../../shared/cli/service-cli";

export { httpUrl, integer, isoDate, print } from "../../../shared/cli/service-cli";

export const EVENT_API_CLI: ServiceCliSpec = {
  command: "event-api",
  title: "event API",
  defaultUrl: "http://127.0.0.1:8080",
  urlEnv: "IDLEDGER_EVENT_API_URL",
  adminTokenEnv: "EVENT_API_ADMIN_TOKEN",
};

export function dataDirOf(cmd: Command, explicit?: string): string {
  return serviceDataDir(cmd, EVENT_API_CLI, explicit);
}

export function withAdminOptions(command: Command, ctx: CommandContext): Command {
  return withServiceAdminOptions(command, ctx, EVENT_API_CLI);
}

interface Envelope {
  message?: string;
  data?: unknown;
  code?: number;
  success?: boolean;
}

/** The event API's admin side over HTTP; answers the envelope's data or throws its message and code. */
export interface AdminClient {
  request<T>(method: "GET" | "POST" | "PATCH" | "DELETE", route: string, body?: object): Promise<T>;
}

export function adminClient(cmd: Command, ctx: CommandContext): AdminClient {
  const token = resolveAdminToken(cmd, ctx, EVENT_API_CLI);
  const baseUrl = cmd.opts<{ api: string }>().api;
  return {
    async request<T>(method: "GET" | "POST" | "PATCH" | "DELETE", route: string, body?: object): Promise<T> {
      const { status, ok, answer } = await adminRequest(EVENT_API_CLI, baseUrl, token, method, route, body);
      const envelope = answer as Envelope;
      if (!ok || envelope.success !== true) {
        throw new Error(`${envelope.message ?? `HTTP ${status}`}${envelope.code ? ` (code ${envelope.code})` : ""}`);
      }
      return envelope.data as T;
    },
  };
}
