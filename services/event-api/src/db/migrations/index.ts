import type { Migration } from "kysely/migration";
import { initial } from "./0001-initial";
import { appScopedUsers } from "./0002-app-scoped-users";
import { followedLinks } from "./0003-followed-links";

/** The event API's migrations, applied in name order. Never edit one that has shipped: add the next. */
export const eventApiMigrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-app-scoped-users": appScopedUsers,
  "0003-followed-links": followedLinks,
};

/** Its own bookkeeping tables, so the event and template APIs can share one database. */
export const EVENT_API_MIGRATION_TABLE = "event_api_migrations";
