/**
 * The Web Push notification of the daily reminder, in the four languages of the app (the e-mail's
 * texts are the mailer's, kind `dailyReminder` in server/platform/mail/mailTexts.ts).
 */
import type { Language } from "../../platform/db/models";

export const PUSH_TEXTS: Record<Language, { title: string; body: string }> = {
  fr: { title: "Vos cartes du jour vous attendent", body: "Il vous reste des cartes à faire aujourd'hui." },
  en: { title: "Your daily cards are waiting", body: "You still have cards to do today." },
  it: { title: "Le tue carte del giorno ti aspettano", body: "Ti restano delle carte da fare oggi." },
  es: { title: "Tus tarjetas del día te esperan", body: "Te quedan tarjetas por hacer hoy." },
};

/** Where the reminder leads: the daily deck. */
export const DECK_PATH = "/app/patient/tasks";

/**
 * What the service worker (renderer/public/push-sw.js) shows: a title, a text, the page a click
 * opens, and a tag, so that a second reminder replaces the first rather than piling up.
 */
export function pushPayload(language: Language): string {
  return JSON.stringify({ ...PUSH_TEXTS[language], url: DECK_PATH, tag: "dailyReminder" });
}
