/**
 * The demo's ratings (docs/features/programs.md): the follower Noah did the tour once and rated it, so its
 * public page shows a rating; the patient Camille did the micro-breaks program once, which she
 * may rate (on its page, /app/patient/ressources/studies/micro-breaks).
 */
import type { AppDeps } from "../appDeps";
import type { User } from "../platform/db/models";
import { addDays, localDay } from "../../engine/shared/dates";
import { latestVersionOf } from "../core/programCatalog";
import { saveSocialProfile } from "../features/community/saveSocialProfile";
import { rateStudy } from "../features/programs/rateStudy";

/** The program the demo patient finished once and may rate. */
export const DEMO_RATABLE_PROGRAM_ID = "micro-breaks";

/**
 * Records that `user` went through `studyId` once, ending before today: a DONE subscription,
 * finished once. No card is dealt for it. False when the content has no such program.
 */
async function finishedOnce(deps: AppDeps, user: User, studyId: string): Promise<boolean> {
  const catalog = await deps.catalog.get();
  const program = catalog.programs.get(studyId);
  if (!program) return false;
  const today = localDay(deps.now(), user.timeZone);
  await deps
    .db("studySubscriptions")
    .insert({
      id: `${user.id}_${studyId}`,
      userId: user.id,
      studyId,
      startDate: addDays(today, -(program.studyDuration + 7)),
      status: "DONE",
      counter: 0,
      finishedOnce: true,
      version: latestVersionOf(catalog, studyId) ?? 1,
    })
    .onConflict("id")
    .ignore();
  return true;
}

/** Noah went through the tour once and rated it; his pseudo shows with his rating. */
export async function rateTourAsFollower(deps: AppDeps, user: User, tourId: string): Promise<void> {
  await saveSocialProfile(deps, user, { pseudo: "Noah", bio: "" });
  if (!(await finishedOnce(deps, user, tourId))) return;
  await rateStudy(deps, user, tourId, {
    rating: 5,
    comment: "Une carte à la fois, rien d’oublié.\nLa roue du vendredi est ma préférée.",
  });
}

/** Camille went through the micro-breaks once: she may rate it. */
export async function finishDemoProgramOnce(deps: AppDeps, user: User): Promise<void> {
  await finishedOnce(deps, user, DEMO_RATABLE_PROGRAM_ID);
}
