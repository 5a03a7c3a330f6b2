/**
 * A patient chooses the title their social profile shows (docs/features/community.md), among the social titles
 * of the awards they claimed.
 */
import type { SocialProfileView } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { earnedTitles } from "../rewards";
import { presentSocialProfile } from "./present";
import { ensureSocialProfileRow } from "./socialProfileRows";

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
  return runUseCase(deps.db, {
    load: async (trx) => ({ titles: title !== null ? await earnedTitles(deps, trx, user) : [] }),
    decide: ({ titles }) => {
      if (title !== null && !titles.some((t) => t.id === title)) throw new TitleNotEarned();
    },
    write: async (trx) => {
      await ensureSocialProfileRow(trx, user.id);
      await trx("socialProfiles").where({ id: user.id }).update({ title, updatedAt: trx.fn.now() });
      return presentSocialProfile(deps, trx, user);
    },
  });
}
