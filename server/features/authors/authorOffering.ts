/** The author a patient pays (docs/features/authors.md): active, and offering what is paid for. */
import type { AppDeps } from "../../appDeps";
import { NotFound } from "../../core/errors";

/** What patients may do with an author: only what its `features` (content, profile) offer. */
export type AuthorFeature = "subscriptions" | "contribution";

export interface AuthorRow {
  id: string;
  /** The pro account that owns the author, paid what its subscriptions earn; none for the catalogue's. */
  userId: string | null;
  name: string;
  monthPrice: number;
  extra: Record<string, unknown> | null;
}

/** The active author offering `feature`; 404 otherwise. */
export async function authorOffering(
  deps: AppDeps,
  authorId: string,
  feature: AuthorFeature,
): Promise<AuthorRow> {
  const author = (await deps
    .db("authors")
    .where({ id: authorId })
    .first("id", "userId", "name", "monthPrice", "extra")) as AuthorRow | undefined;
  const features = author?.extra?.features;
  const status = author?.extra?.status;
  if (!author || status === "INACTIVE" || !Array.isArray(features) || !features.includes(feature)) {
    throw new NotFound(`No such author offering ${feature}`);
  }
  return author;
}
