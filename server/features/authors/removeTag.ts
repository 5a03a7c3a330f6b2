/** A pro removes one of their author's tags (docs/features/authors.md `DELETE /api/pro/{proId}/tags/{tagId}`). */
import type { AuthorGoal, ProTagList } from "../../../card-schemas";
import type { Db } from "../../platform/db/connection";
import { NotFound } from "../../core/errors";
import { changeTags } from "./changeAuthorTags";

/** Removes a tag; 404 when the author does not hold it. */
export function removeTag(db: Db, authorId: string, tagId: AuthorGoal): Promise<ProTagList> {
  return changeTags(db, authorId, (current) => {
    if (!current.includes(tagId)) throw new NotFound("The author has no such tag");
    return current.filter((tag) => tag !== tagId);
  });
}
