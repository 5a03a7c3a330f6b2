/**
 * Remembers which (patient, day, subscriptions) this process has already materialized, so that the
 * deck's INSERT … ON CONFLICT DO NOTHING runs once per day and not on every read. Forgetting is
 * always safe (the insert is idempotent); remembering wrongly is not possible, because the key
 * holds everything the dealt cards depend on: the patient, the day, each subscription's program and
 * start, and the catalogue the journals came from.
 */
import type { QueueSubscription } from "../../engine/dailyQueue";
import type { CatalogData } from "./programCatalog";

/** Keys kept per catalogue at most; past it the set starts again (only an insert is repeated). */
const MAX_KEYS = 50_000;

export class DealtDays {
  private readonly byCatalog = new WeakMap<CatalogData, Set<string>>();

  private keysOf(catalog: CatalogData): Set<string> {
    let keys = this.byCatalog.get(catalog);
    if (!keys) this.byCatalog.set(catalog, (keys = new Set()));
    return keys;
  }

  private static key(userId: string, date: string, subscriptions: QueueSubscription[]): string {
    const programs = subscriptions.map((s) => `${s.studyId}@${s.startDate}:${s.status}`).sort();
    return `${userId}|${date}|${programs.join(",")}`;
  }

  has(catalog: CatalogData, userId: string, date: string, subscriptions: QueueSubscription[]): boolean {
    return this.keysOf(catalog).has(DealtDays.key(userId, date, subscriptions));
  }

  add(catalog: CatalogData, userId: string, date: string, subscriptions: QueueSubscription[]): void {
    const keys = this.keysOf(catalog);
    if (keys.size >= MAX_KEYS) keys.clear();
    keys.add(DealtDays.key(userId, date, subscriptions));
  }
}
