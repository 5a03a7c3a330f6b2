/** A patient's programs against their limits (docs/features/programs.md; premium counts as a paid link), as the programs page shows them and joining checks them. */
import type { Knex } from "knex";
import type { ProgramLimitsView } from "../../../card-schemas";
import { countPrograms, programLimits } from "../../../engine/programs/programLimits";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { readTogether } from "../../platform/db/readTogether";
import type { User } from "../../platform/db/models";
import type { CatalogData } from "../../core/programCatalog";
import { paidAuthors } from "./paidAuthors";
import { hasPremium } from "../rewards";
import { PREMIUM_PAID_LINKS } from "../../../engine/rewards";

/** The patient's programs against their limits (docs/features/programs.md). */
export async function limitsOf(
  db: Db | Knex.Transaction,
  catalog: CatalogData,
  user: User,
  now: Date,
): Promise<ProgramLimitsView> {
  const today = localDay(now, user.timeZone);
  const [subscriptions, authors, premium] = await readTogether(db, [
    () =>
      db("studySubscriptions").where({ userId: user.id }).select("studyId", "status") as Promise<
        Array<{ studyId: string; status: string }>
      >,
    () => paidAuthors(db, user.id, today),
    () => hasPremium(db, user.id, today),
  ]);
  const counts = countPrograms(
    subscriptions.map((s) => ({ status: s.status, category: catalog.programs.get(s.studyId)?.category })),
  );
  // Premium raises the limits as one more paid author link (docs/features/rewards.md).
  return programLimits(counts, authors.length + (premium ? PREMIUM_PAID_LINKS : 0));
}

export async function programLimitsFor(deps: AppDeps, user: User): Promise<ProgramLimitsView> {
  const catalog = await deps.catalog.get();
  return limitsOf(deps.db, catalog, user, deps.now());
}
