/**
 * Remembers which (patient, day, inputs) this process has already materialized, so that the deck's
 * INSERT … ON CONFLICT DO NOTHING runs once per day and not on every read. Forgetting is always
 * safe (the insert is idempotent); remembering wrongly is not possible, because the key holds
 * everything the dealt cards depend on that can change during the day: the patient, the day, each
 * subscription's program, start and version, the catalogue the journals came from, and the notice inputs
 * the patient can change (DayNoticeInputs: goals in progress, notification answer, author links).
 * The deck reads those inputs from the database with the day, in the same query, so a change made
 * through another server process is seen too. The rest of what notices depend on is the day itself
 * (the question of the period), the patient's past, or only ever holds a notice back (notices
 * already dealt, a power bought, a program joined).
 */
import type { QueueSubscription } from "../../../engine/deck/dailyQueue";
import type { DayNoticeInputs } from "./dayNoticeInputs";
import type { CatalogData } from "../../core/programCatalog";
import { BoundedCache } from "../../platform/boundedCache";
import { perCatalog } from "./perCatalog";

/** Keys kept per catalogue at most, the least recently read going first (forgotten: one insert again). */
const MAX_KEYS = 50_000;

/** What a day's cards are dealt from, besides the patient, the day and the catalogue. */
export interface DayInputs {
  subscriptions: QueueSubscription[];
  noticeInputs: DayNoticeInputs;
}

export class DealtDays {
  private readonly keysOf: (catalog: CatalogData) => BoundedCache<string, true>;

  /** Each day counts as one: `maxKeys` per catalogue. */
  constructor(maxKeys = MAX_KEYS) {
    this.keysOf = perCatalog(() => new BoundedCache<string, true>(maxKeys, () => 1));
  }

  private static key(userId: string, date: string, inputs: DayInputs): string {
    const programs = inputs.subscriptions
      .map((s) => `${s.studyId}@${s.startDate}:${s.status}:${s.version}`)
      .sort();
    const { permission, goalsInProgress, linkedAuthorIds } = inputs.noticeInputs;
    const notices = [permission?.value, permission?.date, goalsInProgress, ...linkedAuthorIds];
    return `${userId}|${date}|${programs.join(",")}|${JSON.stringify(notices)}`;
  }

  has(catalog: CatalogData, userId: string, date: string, inputs: DayInputs): boolean {
    return this.keysOf(catalog).get(DealtDays.key(userId, date, inputs)) === true;
  }

  add(catalog: CatalogData, userId: string, date: string, inputs: DayInputs): void {
    this.keysOf(catalog).set(DealtDays.key(userId, date, inputs), true);
  }
}
