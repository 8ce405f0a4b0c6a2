import type { AppRow } from "../db/schema";
import { newId } from "../../../shared/ids";
import type { EventApiDb } from "./database";

export interface NewApp {
  name: string;
  baseUrl: string;
  walletAddress: string;
}

export class AppsRepository {
  constructor(private readonly db: EventApiDb) {}

  async create(app: NewApp, now: Date): Promise<AppRow> {
    return this.db
      .insertInto("apps")
      .values({ id: newId(), name: app.name, base_url: app.baseUrl, wallet_address: app.walletAddress, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async find(id: string): Promise<AppRow | undefined> {
    return this.db.selectFrom("apps").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async list(): Promise<AppRow[]> {
    return this.db.selectFrom("apps").selectAll().orderBy("created_at").orderBy("id").execute();
  }

  async update(id: string, patch: Partial<NewApp>, now: Date): Promise<AppRow | undefined> {
    return this.db
      .updateTable("apps")
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.baseUrl !== undefined && { base_url: patch.baseUrl }),
        ...(patch.walletAddress !== undefined && { wallet_address: patch.walletAddress }),
        updated_at: now,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  }
}
