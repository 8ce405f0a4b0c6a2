import { TtlCache } from "../../../shared/ttl-cache";
import type { AppRow } from "../db/schema";
import type { AppsRepository } from "./apps";

/** How long an app's base URL and address are reused before reading them again. */
export const APP_CACHE_TTL_MS = 1_000;

/** Apps as the request authentication reads them, kept for a second (see TtlCache). */
export class AppCache {
  private readonly cache: TtlCache<AppRow | undefined>;

  constructor(apps: AppsRepository, nowMs: () => number, ttlMs = APP_CACHE_TTL_MS) {
    this.cache = new TtlCache((id) => apps.find(id), nowMs, ttlMs);
  }

  find(id: string): Promise<AppRow | undefined> {
    return this.cache.get(id);
  }

  forget(id: string): void {
    this.cache.forget(id);
  }
}
