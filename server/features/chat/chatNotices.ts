/**
 * What a new chat message does for the other side when their toggle is on (writeChatMessage.ts
 * decides when): the author's message becomes an AUTOR_MESSAGE card in the patient's deck, as an
 * author's post does; the patient's message emails the pro a link to the thread.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { authorPostDays } from "../../../engine/authors";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { Language } from "../../platform/db/models";

/** After the journal's cards and an author's posts, before the day's notices. */
const CHAT_NOTICE_SORT_ORDER = 600;

/** The author's message in the patient's deck on their today, as an author's post is (AUTOR_MESSAGE). */
export async function dealChatNotice(
  trx: Knex.Transaction,
  now: Date,
  author: { id: string; name: string },
  row: { id: string; userId: string; message: string },
) {
  const patient = (await trx("users").where({ id: row.userId }).first("timeZone")) as {
    timeZone: string;
  };
  const key = `AUTOR_CHAT:${row.id}`;
  await trx("notifications")
    .insert({
      id: crypto.randomUUID(),
      userId: row.userId,
      type: "AUTOR_MESSAGE",
      ...authorPostDays(localDay(now, patient.timeZone)),
      rewards: 0,
      parameters: JSON.stringify({
        uniqueId: key,
        taskParameters: {
          eventId: row.id,
          author: { id: author.id, name: author.name },
          message: row.message,
        },
      }),
      globalnotificationId: author.id,
      routinetaskId: key,
      sortOrder: CHAT_NOTICE_SORT_ORDER,
      status: "NEW",
    })
    .onConflict(["userId", "globalnotificationId", "routinetaskId", "date"])
    .ignore();
}

/** The pro hears of a patient's message by email, with the link to the thread. */
export async function mailPro(deps: AppDeps, proUserId: string, userId: string) {
  const pro = (await deps.db("users").where({ id: proUserId }).first("email", "language")) as
    { email: string; language: Language } | undefined;
  if (!pro) return;
  const link = new URL(`/app/pro/messages/${encodeURIComponent(userId)}`, deps.config.publicUrl).toString();
  try {
    await deps.mailer.send({ to: pro.email, kind: "chatMessage", language: pro.language, link });
  } catch (err) {
    // The message is sent and live; a notice that could not leave is not the sender's failure.
    console.error("chat notification email failed:", (err as Error).message);
  }
}
