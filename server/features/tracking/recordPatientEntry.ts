/**
 * What the routes that record a medication intake or a symptom event share
 * (docs/features/tracking.md): the entry is judged from the patient's today, a client `key` makes
 * the request idempotent (server/core/idempotency.ts), and the work of new data follows the commit.
 */
import type { ApiCalls } from "../../../card-schemas/apiCalls";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import type { IdempotentRequest } from "../../core/idempotency";
import type { RouteRequest } from "../../platform/http/route";
import { afterNewData } from "../../platform/jobs/afterNewData";
import { patientToday } from "./journalDayChecks";

/** A use case that records the body's entry on a day the journal lets be entered on `today`. */
type CreateEntry<Body, Entry> = (
  db: Db,
  user: User,
  body: Body,
  today: string,
  request?: IdempotentRequest,
) => Promise<Entry>;

/** The calls that record an entry of the patient's journal. */
type EntryCall = "POST /api/patient/medicationIntakes" | "POST /api/patient/symptomEvents";

/** Records the entry of the request's body with `create`, then queues the patient's jobs. */
export async function recordPatientEntry<K extends EntryCall, Entry>(
  { ctx, user, body, deps }: RouteRequest<"patient", K>,
  create: CreateEntry<ApiCalls[K]["body"], Entry>,
): Promise<Entry> {
  const request = body.key ? { userId: user.id, key: body.key, route: `POST ${ctx.path}`, body } : undefined;
  const entry = await create(deps.db, user, body, patientToday(deps, user), request);
  await afterNewData(deps.jobs, user.id);
  return entry;
}
