/** Whether a patient finished a study once (docs/features/programs.md), which rating it needs. */
import type { AppDeps } from "../../appDeps";
import { StudySubscription, type User } from "../../platform/db/models";

export async function finishedOnce(deps: AppDeps, user: User, studyId: string): Promise<boolean> {
  const subscription = await StudySubscription.query(deps.db).findById(
    StudySubscription.idFor(user.id, studyId),
  );
  return subscription?.finishedOnce === true;
}
