/** An account as the session and the API know it (docs/features/accounts.md): its row and a pro's author. */
import type { Knex } from "knex";
import { User } from "../../platform/db/models";

/** The user `id` with its `authorId` (a pro's), or undefined. */
export async function readAccount(db: Knex, id: string): Promise<User | undefined> {
  return User.query(db)
    .findById(id)
    .select("users.*", db.raw("(select id from authors where authors.user_id = users.id) as author_id"));
}
