import type { TemplateRow } from "../db/schema";
import type { QueryInput } from "../schemas/template";

/** A template as every endpoint answers it: the original's `_id`, `appId`, `domain`, `name`, `query` and `__v`, with timestamps. */
export function templateView(row: TemplateRow) {
  return {
    _id: row.id,
    appId: row.app_id,
    domain: row.domain,
    name: row.name,
    query: row.query as QueryInput[],
    __v: row.version,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
