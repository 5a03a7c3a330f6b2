/** POST /api/patient/study/subscribe/{studyId}: joining a program (its basic path). */
import type { SubscribeAnswer } from "../../card-schemas";
import { dueActions, QUEUE_SUBSCRIPTION_STATUS } from "../../engine/dailyQueue";
import { localDay } from "../../engine/dates";
import { inTransaction } from "../db/transaction";
import { StudySubscription, type User } from "../db/models";
import { Conflict, NotFound } from "../errors";
import type { AppDeps } from "../appDeps";
import { notificationRows } from "./dailyQueue";
import { isAvailable } from "../../engine/programAvailability";
import { latestVersionOf, pinnedIn } from "./programCatalog";

/** A finished program can be joined again (seed 002 §4); any other existing status is a conflict. */
const REJOINABLE_STATUS = "DONE";

export async function subscribe(deps: AppDeps, user: User, studyId: string): Promise<SubscribeAnswer> {
  const catalog = await deps.catalog.get();
  const program = catalog.programs.get(studyId);
  if (!program || !isAvailable(program, user.language)) throw new NotFound("No such program");
  const today = localDay(deps.now(), user.timeZone);
  const id = StudySubscription.idFor(user.id, studyId);
  // Pinned to the version live today: the author's later publications do not change this deck.
  const version = latestVersionOf(catalog, studyId) ?? 1;
  const fresh = {
    patientusersId: user.id,
    studyId,
    startDate: today,
    status: QUEUE_SUBSCRIPTION_STATUS,
    counter: 0,
    version,
    offeredVersion: null,
  };

  return inTransaction(deps.db, async (trx) => {
    // No conflict target: the id and (patient, program) are both unique, and a concurrent insert
    // that met the one not named would fail instead of doing nothing.
    const inserted = await trx("studySubscriptions")
      .insert({ id, ...fresh })
      .onConflict()
      .ignore()
      .returning("id");
    if (inserted.length === 0) {
      const existing = await trx("studySubscriptions").where({ id }).forUpdate().first("status");
      if (existing.status !== REJOINABLE_STATUS) {
        throw new Conflict("ALREADY_SUBSCRIBED", "You already follow this program");
      }
      await trx("studySubscriptions")
        .where({ id })
        .update({ ...fresh, updatedAt: deps.now() });
    }
    const due = dueActions({
      subscriptions: [{ studyId, startDate: today, status: QUEUE_SUBSCRIPTION_STATUS, version }],
      programs: catalog.programs,
      pinned: pinnedIn(catalog),
      date: today,
    });
    if (due.length > 0) {
      await trx("notifications")
        .insert(notificationRows(user.id, due))
        .onConflict(["patientusersId", "globalnotificationId", "routinetaskId", "date"])
        .ignore();
    }
    const tasks = await trx("notifications")
      .where({ patientusersId: user.id, globalnotificationId: studyId, date: today })
      .orderBy("sortOrder")
      .select("date", "status", "id");
    return { tasks };
  });
}
