/** The author a pro posts as (docs/features/authors.md `/content/{x}`, `/tasks`): their id and name; 404 for none. */
import type { Knex } from "knex";
import { NotFound } from "../../core/errors";

export interface Author {
  id: string;
  name: string;
}

export async function readAuthor(db: Knex | Knex.Transaction, authorId: string): Promise<Author> {
  const author = (await db("authors").where({ id: authorId }).first("id", "name")) as Author | undefined;
  if (!author) throw new NotFound("No such author");
  return author;
}
