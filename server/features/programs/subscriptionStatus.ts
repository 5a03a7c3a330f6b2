/**
 * A subscription's status as it stands today (docs/features/programs.md, "Finishing"): a running
 * one whose program's duration has run waits for validation. The duration is that of the version
 * the subscription follows.
 */
import type { SubscriptionStatus } from "../../../card-schemas";
import { statusOn, studyLastDay } from "../../../engine/programs/studyEnd";
import { localDay } from "../../../engine/shared/dates";
import { dayOf } from "../../platform/db/dayOf";
import type { CatalogData } from "../../core/programCatalog";

export interface StoredSubscription {
  studyId: string;
  status: string;
  startDate: unknown;
  version?: number | null;
}

/** The program's duration for this subscription: its version's, else the live program's, else one day. */
function durationOf(catalog: CatalogData, subscription: StoredSubscription): number {
  const pinned =
    subscription.version != null
      ? catalog.versions.get(subscription.studyId)?.get(subscription.version)?.program
      : undefined;
  return (pinned ?? catalog.programs.get(subscription.studyId))?.studyDuration ?? 1;
}

/** The subscription's status on the patient's today, and its program's last day. */
export function subscriptionToday(
  catalog: CatalogData,
  subscription: StoredSubscription,
  user: { timeZone: string },
  now: Date,
): { status: SubscriptionStatus; lastDay: string } {
  const startDate = dayOf(subscription.startDate);
  const duration = durationOf(catalog, subscription);
  return {
    status: statusOn(
      subscription.status as SubscriptionStatus,
      startDate,
      duration,
      localDay(now, user.timeZone),
    ),
    lastDay: studyLastDay(startDate, duration),
  };
}
