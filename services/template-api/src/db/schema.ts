import type { ColumnType, Generated, Selectable } from "kysely";

/** Timestamps are written as JS Dates and read back as Dates by both pg and PGlite. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A `json` column: written as JSON text, read back parsed. `json` rather than `jsonb` keeps the key order as sent. */
type Json<T> = ColumnType<T, string, string>;

export interface AppsTable {
  id: string;
  name: string;
  /** The part of the API secret before the dot: how POST /app/oauth finds the app without revealing its id. */
  secret_prefix: string;
  /** scrypt hash of the whole API secret `<prefix>.<secret>`; the secret itself is never stored. */
  secret_hash: string;
  /** Bumped when the secret is rotated; access tokens carry it, so tokens of an older secret are refused. */
  secret_version: Generated<number>;
  /** How many templates the app has; written in the same transaction as each create and delete. */
  template_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The origins a browser may call the API from for an app; `*` allows every origin. */
export interface AppOriginsTable {
  app_id: string;
  origin: string;
}

export interface TemplatesTable {
  id: string;
  app_id: string;
  name: string;
  domain: string;
  query: Json<unknown[]>;
  /** The original service's __v: bumped on every update. */
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TemplateApiDatabase {
  // Named apart from the event API's tables, so that both services can share one PostgreSQL database.
  template_api_apps: AppsTable;
  template_api_app_origins: AppOriginsTable;
  presentation_templates: TemplatesTable;
}

export type AppRow = Selectable<AppsTable>;
export type TemplateRow = Selectable<TemplatesTable>;
