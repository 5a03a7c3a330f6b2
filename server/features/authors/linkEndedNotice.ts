/**
 * The patient hears that their author's pro ended their link (docs/features/authors.md, "Linked
 * patients"): an AUTOR_MESSAGE card in their deck on their today, in their language, naming the
 * rewards given back, and an email (kind `authorLinkEnded`) after the end is committed.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import { authorPostDays } from "../../../engine/authors";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { Language } from "../../platform/db/models";

/** After the journal's cards and an author's posts, as a chat notice (server/features/chat/chatNotices.ts). */
const LINK_ENDED_SORT_ORDER = 600;

/** The card's text in the patient's language: who ended the link and what came back. */
export const LINK_ENDED_TEXTS: Record<Language, (name: string, refund: number) => string> = {
  fr: (name, refund) =>
    refund > 0
      ? `${name} a mis fin à votre suivi. ${refund} récompenses pour les jours payés non utilisés ont été rendues sur votre solde.`
      : `${name} a mis fin à votre suivi. Aucun jour payé ne restait à rendre.`,
  en: (name, refund) =>
    refund > 0
      ? `${name} ended your follow. ${refund} rewards for the paid days you had not used are back in your balance.`
      : `${name} ended your follow. No paid day was left to give back.`,
  it: (name, refund) =>
    refund > 0
      ? `${name} ha terminato il tuo percorso. ${refund} ricompense per i giorni pagati e non usati sono tornate sul tuo saldo.`
      : `${name} ha terminato il tuo percorso. Non restava nessun giorno pagato da restituire.`,
  es: (name, refund) =>
    refund > 0
      ? `${name} ha terminado tu seguimiento. ${refund} recompensas por los días pagados que no usaste han vuelto a tu saldo.`
      : `${name} ha terminado tu seguimiento. No quedaba ningún día pagado por devolver.`,
};

export interface EndedPatient {
  id: string;
  timeZone: string;
  language: Language;
}

/** The AUTOR_MESSAGE card that tells the patient, in the end's own transaction (once per link and key). */
export async function dealLinkEndedNotice(
  trx: Knex.Transaction,
  now: Date,
  author: { id: string; name: string },
  patient: EndedPatient,
  key: string,
  refund: number,
): Promise<void> {
  await trx("notifications")
    .insert({
      id: crypto.randomUUID(),
      userId: patient.id,
      type: "AUTOR_MESSAGE",
      ...authorPostDays(localDay(now, patient.timeZone)),
      rewards: 0,
      parameters: JSON.stringify({
        uniqueId: key,
        taskParameters: {
          eventId: key,
          author: { id: author.id, name: author.name },
          message: LINK_ENDED_TEXTS[patient.language](author.name, refund),
        },
      }),
      globalnotificationId: author.id,
      routinetaskId: key,
      sortOrder: LINK_ENDED_SORT_ORDER,
      status: "NEW",
    })
    .onConflict(["userId", "globalnotificationId", "routinetaskId", "date"])
    .ignore();
}

/** The email, once the end is committed; a failure is logged, the end stands. */
export async function mailLinkEnded(deps: AppDeps, patientId: string, authorId: string): Promise<void> {
  const patient = (await deps.db("users").where({ id: patientId }).first("email", "language")) as
    { email: string; language: Language } | undefined;
  if (!patient) return;
  const link = new URL(
    `/app/patient/ressources/autors/${encodeURIComponent(authorId)}`,
    deps.config.publicUrl,
  ).toString();
  try {
    await deps.mailer.send({ to: patient.email, kind: "authorLinkEnded", language: patient.language, link });
  } catch (err) {
    console.error("link end email failed:", (err as Error).message);
  }
}
