import type { Migration } from "kysely/migration";
import { initial } from "./0001-initial";

/** The template API's migrations, applied in name order. Never edit one that has shipped: add the next. */
export const templateApiMigrations: Record<string, Migration> = {
  "0001-initial": initial,
};

/** Its own bookkeeping tables, so the event and template APIs can share one database. */
export const TEMPLATE_API_MIGRATION_TABLE = "template_api_migrations";
