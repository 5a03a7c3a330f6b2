/**
 * The pictures a guest may read (docs/features/uploads.md): an author's pictures that published,
 * public content shows, so that the public program and author pages draw them without a session.
 * Every other stored file needs one.
 */
import { isLive } from "../../../engine/programs";
import type { AppDeps } from "../../appDeps";
import type { StoredFile } from "../../platform/db/models";
import { fileUrl } from "./present";

/** The author whose folder (authors/{authorId}/) keeps the file, if it is an author's picture. */
function authorOf(file: StoredFile): string | undefined {
  return file.access === "protected" ? /^authors\/([A-Za-z0-9_-]+)\//.exec(file.path)?.[1] : undefined;
}

/**
 * Whether `file` is an author's picture shown by published public content of that author: the
 * cover or logo of a live program, or, on an active author's public page, the profile's picture
 * or cover, an item on sale, or a message.
 */
export async function isPublicPicture(deps: AppDeps, file: StoredFile): Promise<boolean> {
  const authorId = authorOf(file);
  if (authorId === undefined) return false;
  const url = fileUrl(file.id);
  const { programs } = await deps.catalog.get();
  for (const program of programs.values()) {
    if (program.authorId !== authorId || !isLive(program)) continue;
    if (program.mediaLink === url || program.logoLink === url) return true;
  }
  const author = (await deps.db("authors").where({ id: authorId }).first("extra")) as
    { extra: Record<string, unknown> | null } | undefined;
  if (!author || author.extra?.status === "INACTIVE") return false;
  if (author.extra?.avatarLink === url || author.extra?.mediaLink === url) return true;
  const [item, message] = await Promise.all([
    deps
      .db("authorShopItems")
      .where({ authorId })
      .whereNull("deletedAt")
      .whereRaw("input->>'mediaLink' = ?", [url])
      .first("id"),
    deps.db("authorMessages").where({ authorId }).whereRaw("variables->>'mediaLink' = ?", [url]).first("id"),
  ]);
  return item !== undefined || message !== undefined;
}
