import type { Kysely } from "kysely";
import type { TemplateApiDatabase } from "../db/schema";

export type TemplateApiDb = Kysely<TemplateApiDatabase>;
