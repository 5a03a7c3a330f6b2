/**
 * The patient's social profile (docs/features/community.md): pseudo (cut to 30), bio (cut to 150), and a title
 * chosen among the social titles of the awards they claimed. Created empty on first read.
 */
import type { Knex } from "knex";
import type { SocialProfileBody, SocialProfileView } from "../../../card-schemas";
import { socialProfileText } from "../../../engine/community/socialProfileText";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict } from "../../core/errors";
import { earnedTitles } from "../rewards";

interface SocialProfileRow {
  id: string;
  pseudo: string;
  bio: string;
  title: string | null;
  reactionCounter: number;
  defaultShare: string;
}

async function ensureRow(db: Db | Knex.Transaction, userId: string): Promise<void> {
  await db("socialProfiles").insert({ id: userId }).onConflict("id").ignore();
}

async function present(deps: AppDeps, db: Db | Knex.Transaction, user: User): Promise<SocialProfileView> {
  const [row, titles] = await Promise.all([
    db("socialProfiles").where({ id: user.id }).first() as Promise<SocialProfileRow>,
    earnedTitles(deps, db, user),
  ]);
  const title = titles.find((t) => t.id === row.title);
  return {
    id: row.id,
    pseudo: row.pseudo,
    bio: row.bio,
    title: title?.id ?? null,
    titleLabel: title?.label ?? null,
    reactionCounter: row.reactionCounter,
    defaultShare: row.defaultShare,
    titles,
  };
}

/** The social profile, created empty the first time. */
export async function readSocialProfile(deps: AppDeps, user: User): Promise<SocialProfileView> {
  await ensureRow(deps.db, user.id);
  return present(deps, deps.db, user);
}

/** Saves the pseudo and bio, cut to their lengths. */
export async function saveSocialProfile(
  deps: AppDeps,
  user: User,
  body: SocialProfileBody,
): Promise<SocialProfileView> {
  const text = socialProfileText(body);
  await deps
    .db("socialProfiles")
    .insert({ id: user.id, ...text })
    .onConflict("id")
    .merge({ ...text, updatedAt: deps.db.fn.now() });
  return present(deps, deps.db, user);
}

export class TitleNotEarned extends Conflict {
  constructor() {
    super("TITLE_NOT_EARNED", "This title comes with an award not claimed yet");
  }
}

/** Shows the title of a claimed award (null shows none); 409 TITLE_NOT_EARNED for another one. */
export async function chooseSocialTitle(
  deps: AppDeps,
  user: User,
  title: string | null,
): Promise<SocialProfileView> {
  return inTransaction(deps.db, async (trx) => {
    if (title !== null) {
      const titles = await earnedTitles(deps, trx, user);
      if (!titles.some((t) => t.id === title)) throw new TitleNotEarned();
    }
    await ensureRow(trx, user.id);
    await trx("socialProfiles").where({ id: user.id }).update({ title, updatedAt: trx.fn.now() });
    return present(deps, trx, user);
  });
}
