import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** Timestamps are written as JS Dates and read back as Dates by both pg and PGlite. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface AppsTable {
  id: string;
  name: string;
  base_url: string;
  /** 0x-prefixed lowercase Ethereum address that signs the app's requests. */
  wallet_address: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface EventsTable {
  id: string;
  app_id: string;
  project_name: string;
  logo_url: string;
  from_date: Timestamp;
  to_date: Timestamp;
  /** true: open for participation. */
  project_status: boolean;
  slug: string;
  /** The seed's __v: bumped on every change to the event or its actions. */
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ActionsTable {
  id: string;
  event_id: string;
  /** The seed's `order` (a reserved word in SQL). */
  position: number;
  type: string;
  title: string;
  score: number;
  is_manadatory: boolean;
  value: string;
  place_holder: string;
  version: Generated<number>;
}

/** People who sign in on the event form: an account belongs to one app, and is unique by (app_id, email). */
export interface UsersTable {
  id: string;
  app_id: string;
  /** Lowercase. */
  email: string;
  /** scrypt hash; null for a user an app vouched for by email (isEmail) who never set a password. */
  password_hash: string | null;
  created_at: CreatedAt;
}

/** An app's user (externalUserId) and the platform user it maps to, once linked. */
export interface ExternalUsersTable {
  id: string;
  app_id: string;
  external_user_id: string;
  is_email: boolean;
  user_id: string | null;
  /** When the app first asked for a link for this user (POST /app/user/redirection) or the user first arrived. */
  created_at: CreatedAt;
  linked_at: Timestamp | null;
  /** When the user first opened a link to a form (the form exchanged its token); null: no link opened yet. */
  followed_at: Timestamp | null;
}

/** A user taking part in an event; the user and the event belong to app_id (enforced by foreign keys). */
export interface ParticipationsTable {
  id: string;
  event_id: string;
  user_id: string;
  app_id: string;
  score: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PerformedActionsTable {
  participation_id: string;
  action_id: string;
  value: string;
  performed_at: Timestamp;
}

/** Signatures already accepted, kept until their exp so that a replay is refused on every instance. */
export interface UsedSignaturesTable {
  message_hash: string;
  expires_at: Timestamp;
}

export interface EventApiDatabase {
  apps: AppsTable;
  events: EventsTable;
  actions: ActionsTable;
  users: UsersTable;
  external_users: ExternalUsersTable;
  participations: ParticipationsTable;
  performed_actions: PerformedActionsTable;
  used_signatures: UsedSignaturesTable;
}

export type AppRow = Selectable<AppsTable>;
export type EventRow = Selectable<EventsTable>;
export type ActionRow = Selectable<ActionsTable>;
export type NewActionRow = Insertable<ActionsTable>;
export type UserRow = Selectable<UsersTable>;
export type ExternalUserRow = Selectable<ExternalUsersTable>;
