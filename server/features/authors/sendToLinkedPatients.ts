/**
 * How what a pro sends reaches the patients linked to their author (docs/features/authors.md): one card
 * written straight into each linked patient's deck (the notifications rows the daily queue reads on
 * every call) on the patient's today, so it shows on the next read, in every server process, without
 * waiting for a new day to be dealt.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { isAuthorLinkValid, AUTHOR_LINK_VALIDATED } from "../../../engine/authors/authorSubscriptionPrices";
import { authorPostDays } from "../../../engine/authors/authorPosts";
import { addDays, localDay } from "../../../engine/shared/dates";
import { dayOf } from "../../platform/db/dayOf";
import type { Author } from "./postingAuthor";

/** After the journal's cards (0…) and before the day's notices (1000…). */
const AUTHOR_POST_SORT_ORDER = 500;

/** A patient whose link to the author is valid on their own today. */
export interface LinkedPatient {
  userId: string;
  today: string;
}

/** The patients with a valid (VALIDATED, not ended) link to the author, each with their today. */
export async function linkedPatients(
  trx: Knex.Transaction,
  authorId: string,
  now: Date,
): Promise<LinkedPatient[]> {
  // A link ending before yesterday in UTC has ended in every time zone: the rest is checked per patient.
  const rows = (await trx("authorLinks as l")
    .join("users as u", "u.id", "l.userId")
    .where({ "l.authorId": authorId, "l.status": AUTHOR_LINK_VALIDATED, "u.role": "patient" })
    .where("l.end", ">=", addDays(now.toISOString().slice(0, 10), -1))
    .select("l.userId", "l.status", "l.end", "u.timeZone")) as Array<{
    userId: string;
    status: string;
    end: string | Date;
    timeZone: string;
  }>;
  const patients: LinkedPatient[] = [];
  for (const row of rows) {
    const today = localDay(now, row.timeZone);
    const end = dayOf(row.end);
    if (isAuthorLinkValid({ status: row.status, end }, today)) patients.push({ userId: row.userId, today });
  }
  return patients;
}

/**
 * Puts one card per linked patient (`patients`, read now when left out) in their deck: the same
 * unique key as every deck row (patient, source, key, day), so writing the same post twice inserts
 * nothing more. Answers how many got it.
 */
export async function sendToLinkedPatients(
  trx: Knex.Transaction,
  author: Author,
  now: Date,
  card: { type: string; key: string; rewards: number; fields: Record<string, unknown> },
  linked?: readonly LinkedPatient[],
): Promise<number> {
  const patients = linked ?? (await linkedPatients(trx, author.id, now));
  if (patients.length === 0) return 0;
  await trx("notifications")
    .insert(
      patients.map(({ userId, today }) => ({
        id: crypto.randomUUID(),
        userId,
        type: card.type,
        ...authorPostDays(today),
        rewards: card.rewards,
        parameters: JSON.stringify({ uniqueId: card.key, taskParameters: card.fields }),
        globalnotificationId: author.id,
        routinetaskId: card.key,
        sortOrder: AUTHOR_POST_SORT_ORDER,
        status: "NEW",
      })),
    )
    .onConflict(["userId", "globalnotificationId", "routinetaskId", "date"])
    .ignore();
  return patients.length;
}
