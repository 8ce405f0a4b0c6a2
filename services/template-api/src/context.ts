import type { DoorLimit } from "../../../lib/door-limit";
import type { TtlCache } from "../../shared/ttl-cache";
import type { AccessTokenVerifier } from "./auth/access-token";
import type { AppsRepository, TemplateApp } from "./repositories/apps";
import type { TemplateApiDb } from "./repositories/database";
import type { TemplatesRepository } from "./repositories/templates";
import type { VerificationLedger } from "./verification/ledger";

export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

export function nowSeconds(clock: Clock): number {
  return Math.floor(clock.nowMs() / 1000);
}

/** What the route plugins share: storage, secrets and the clock. */
export interface TemplateApiContext {
  db: TemplateApiDb;
  apps: AppsRepository;
  /** Apps as bearer-token authentication reads them, kept for a second. */
  appCache: TtlCache<TemplateApp | undefined>;
  templates: TemplatesRepository;
  /** HS256 key of the access tokens. */
  tokenKey: Uint8Array;
  /** Verifies access tokens with that key, remembering the ones it accepted. */
  accessTokens: AccessTokenVerifier;
  /** Every API secret check (scrypt) passes this gate: a few at once, a short line, the rest refused. */
  secretChecks: DoorLimit;
  accessTokenTtlSeconds: number;
  adminToken: string;
  clock: Clock;
  /** Where presentation verification reads DIDs and credential statuses. */
  ledger: VerificationLedger;
  /** Every presentation verification passes this door (a few at once, a short line, the rest refused). */
  verifications: DoorLimit;
}
