import type { Kysely, Transaction } from "kysely";
import type { EventApiDatabase } from "../db/schema";

export type EventApiDb = Kysely<EventApiDatabase>;
export type EventApiTransaction = Transaction<EventApiDatabase>;
