/** A pro adds tags to their author (docs/features/authors.md `POST /api/pro/{proId}/tags/`), at most AUTHOR_MAX_TAGS. */
import type { AuthorGoal, ProTagList } from "../../../card-schemas";
import { AUTHOR_MAX_TAGS, tooManyTags, withTags } from "../../../engine/authors/authorTags";
import type { Db } from "../../platform/db/connection";
import { Conflict } from "../../core/errors";
import { changeTags } from "./changeAuthorTags";

/** Adds tags (each once); 409 TOO_MANY_TAGS past the limit, and nothing is changed. */
export function addTags(db: Db, authorId: string, tagIds: AuthorGoal[]): Promise<ProTagList> {
  return changeTags(db, authorId, (current) => {
    const tags = withTags(current, tagIds);
    if (tooManyTags(tags))
      throw new Conflict("TOO_MANY_TAGS", `An author holds at most ${AUTHOR_MAX_TAGS} tags`);
    return tags;
  });
}
