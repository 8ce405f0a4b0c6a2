import type { DoorLimit } from "../../../lib/door-limit";
import type { SignatureLedger } from "./auth/signature-ledger";
import type { AppCache } from "./repositories/app-cache";
import type { AppsRepository } from "./repositories/apps";
import type { EventApiDb } from "./repositories/database";
import type { EventsRepository } from "./repositories/events";
import type { ExternalUsersRepository } from "./repositories/external-users";
import type { ParticipationsRepository } from "./repositories/participations";
import type { UsersRepository } from "./repositories/users";

export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

export function nowSeconds(clock: Clock): number {
  return Math.floor(clock.nowMs() / 1000);
}

/** What the route plugins share: storage, secrets, the clock and the public URL of the event form. */
export interface EventApiContext {
  db: EventApiDb;
  apps: AppsRepository;
  /** The apps as request authentication reads them (cached for a second). */
  appCache: AppCache;
  events: EventsRepository;
  users: UsersRepository;
  externalUsers: ExternalUsersRepository;
  participations: ParticipationsRepository;
  signatureLedger: SignatureLedger;
  /** HS256 key of redirection and form-session tokens. */
  tokenSecret: Uint8Array;
  adminToken: string;
  /** Where the event form is served, e.g. https://events.example.org; links are {formUrl}/form/<slug>. */
  formUrl: string;
  redirectionTokenTtlSeconds: number;
  clock: Clock;
  /** Every password hash and check (scrypt) of the event form passes this gate: one at a time, a short line, the rest refused. */
  passwordChecks: DoorLimit;
}
