/**
 * How a pro's change to their author's tags is written (docs/features/authors.md `/tags/`): the tags
 * are the author's goals, which the author search filters on, kept in the row's `extra`.
 */
import type { AuthorGoal, ProTagList } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { runUseCase } from "../../core/useCase";
import { list } from "./authorExtra";
import { readProfileAuthor } from "./profileAuthor";

/** Changes the author's goals with `change`, the row locked so that two changes do not lose one. */
export function changeTags(
  db: Db,
  authorId: string,
  change: (current: string[]) => string[],
): Promise<ProTagList> {
  return runUseCase(db, {
    load: (trx) => readProfileAuthor(trx, authorId, true),
    decide: (author) => change(list<string>(author.extra?.goals)),
    write: async (trx, goals, author) => {
      await trx("authors")
        .where({ id: authorId })
        .update({ extra: JSON.stringify({ ...author.extra, goals }) });
      return { tagIds: goals as AuthorGoal[] };
    },
  });
}
