import type { AppRow } from "../db/schema";
import type { AppsRepository } from "./apps";

/** How long an app's base URL and address are reused before reading them again. */
export const APP_CACHE_TTL_MS = 1_000;

/**
 * Apps as the request authentication reads them, kept for a second: every signed request needs its app, and
 * the lookup is a database round trip. A change made on this instance takes effect at once; one made on another
 * instance sharing the database, within APP_CACHE_TTL_MS.
 */
export class AppCache {
  private readonly entries = new Map<string, { app: AppRow | undefined; until: number }>();

  constructor(
    private readonly apps: AppsRepository,
    private readonly nowMs: () => number,
    private readonly ttlMs = APP_CACHE_TTL_MS,
  ) {}

  async find(id: string): Promise<AppRow | undefined> {
    const now = this.nowMs();
    const cached = this.entries.get(id);
    if (cached && cached.until > now) return cached.app;
    const app = await this.apps.find(id);
    if (this.entries.size > 10_000) this.entries.clear();
    this.entries.set(id, { app, until: now + this.ttlMs });
    return app;
  }

  forget(id: string): void {
    this.entries.delete(id);
  }
}
