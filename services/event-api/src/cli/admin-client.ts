import { readFileSync } from "node:fs";
import path from "node:path";
import { ADMIN_TOKEN_FILE } from "../../../shared/secrets";

export const DEFAULT_EVENT_API_URL = "http://127.0.0.1:8080";

interface Envelope {
  message?: string;
  data?: unknown;
  code?: number;
  success?: boolean;
}

/** The admin token: the flag, else EVENT_API_ADMIN_TOKEN, else the file the service generated in its data dir. */
export function resolveAdminToken(flag: string | undefined, env: Readonly<Record<string, string | undefined>>, dataDir: string): string {
  const token = flag ?? env.EVENT_API_ADMIN_TOKEN;
  if (token) return token;
  const file = path.join(dataDir, ADMIN_TOKEN_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    throw new Error(`no admin token: pass --admin-token, set EVENT_API_ADMIN_TOKEN, or run the event API once so that it writes ${file}`);
  }
}

/** The event API's admin side over HTTP; answers the response's data or throws its message and code. */
export class AdminClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async request<T>(method: "GET" | "POST" | "PATCH" | "DELETE", route: string, body?: object): Promise<T> {
    const url = `${this.baseUrl.replace(/\/+$/, "")}/admin/api/v1${route}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${this.token}`, ...(body && { "content-type": "application/json" }) },
        ...(body && { body: JSON.stringify(body) }),
      });
    } catch {
      throw new Error(`the event API is not running at ${this.baseUrl} (start it with: idledger event-api start)`);
    }
    let answer: Envelope;
    try {
      answer = (await response.json()) as Envelope;
    } catch {
      throw new Error(`${url} answered ${response.status} without JSON; is --api the event API?`);
    }
    if (!response.ok || answer.success !== true) {
      throw new Error(`${answer.message ?? `HTTP ${response.status}`}${answer.code ? ` (code ${answer.code})` : ""}`);
    }
    return answer.data as T;
  }
}
