/**
 * The emails the server sends, in the four languages of the app. Typed as a record per language,
 * as the content files hold their texts (`{ fr, en, it, es }`), so a missing translation does not
 * compile; `{link}` is replaced by the link the email carries, `{unsubscribe}` by the link that stops
 * that kind of email.
 */
import type { Language } from "../db/models";

export type MailKind =
  | "verifySignup"
  | "signupAttempt"
  | "chatMessage"
  | "authorLinkEnded"
  | "resetPassword"
  | "verifyEmailChange"
  | "emailChangeAttempt"
  | "signInLink"
  | "dailyReminder";

export interface MailText {
  subject: string;
  text: string;
}

export const MAIL_TEXTS: Record<MailKind, Record<Language, MailText>> = {
  // To a new address: the link that activates the account.
  verifySignup: {
    fr: {
      subject: "Activez votre compte Outchi",
      text:
        "Bonjour,\n\nPour activer votre compte Outchi, ouvrez ce lien (valable 24 heures) :\n{link}\n\n" +
        "Si vous n'avez pas demandé de compte, ignorez cet email : aucun compte ne sera créé.",
    },
    en: {
      subject: "Activate your Outchi account",
      text:
        "Hello,\n\nTo activate your Outchi account, open this link (valid for 24 hours):\n{link}\n\n" +
        "If you did not ask for an account, ignore this email: no account will be created.",
    },
    it: {
      subject: "Attiva il tuo account Outchi",
      text:
        "Ciao,\n\nPer attivare il tuo account Outchi, apri questo link (valido 24 ore):\n{link}\n\n" +
        "Se non hai richiesto un account, ignora questa email: nessun account verrà creato.",
    },
    es: {
      subject: "Activa tu cuenta de Outchi",
      text:
        "Hola:\n\nPara activar tu cuenta de Outchi, abre este enlace (válido durante 24 horas):\n{link}\n\n" +
        "Si no has pedido una cuenta, ignora este correo: no se creará ninguna cuenta.",
    },
  },
  // To the owner of an existing account: someone tried to sign up with their address.
  signupAttempt: {
    fr: {
      subject: "Une inscription a été tentée avec votre adresse",
      text:
        "Bonjour,\n\nQuelqu'un a essayé de créer un compte Outchi avec votre adresse, qui en a déjà un. " +
        "Si c'était vous, connectez-vous ici :\n{link}\n\n" +
        "Sinon, ignorez cet email : votre compte n'a pas changé.",
    },
    en: {
      subject: "Someone tried to sign up with your email",
      text:
        "Hello,\n\nSomeone tried to create an Outchi account with your email, which already has one. " +
        "If it was you, sign in here:\n{link}\n\n" +
        "Otherwise, ignore this email: your account has not changed.",
    },
    it: {
      subject: "Qualcuno ha provato a registrarsi con il tuo indirizzo",
      text:
        "Ciao,\n\nQualcuno ha provato a creare un account Outchi con il tuo indirizzo, che ne ha già uno. " +
        "Se eri tu, accedi qui:\n{link}\n\n" +
        "Altrimenti, ignora questa email: il tuo account non è cambiato.",
    },
    es: {
      subject: "Alguien intentó registrarse con tu correo",
      text:
        "Hola:\n\nAlguien intentó crear una cuenta de Outchi con tu correo, que ya tiene una. " +
        "Si fuiste tú, inicia sesión aquí:\n{link}\n\n" +
        "Si no, ignora este correo: tu cuenta no ha cambiado.",
    },
  },
  // To a pro whose notification is on: a patient wrote in a chat the pro has not opened since.
  chatMessage: {
    fr: {
      subject: "Un patient vous a écrit",
      text:
        "Bonjour,\n\nUn patient vous a envoyé un message sur Outchi. Lisez-le et répondez ici :\n{link}\n\n" +
        "Vous pouvez couper ces notifications depuis la conversation.",
    },
    en: {
      subject: "A patient wrote to you",
      text:
        "Hello,\n\nA patient sent you a message on Outchi. Read it and answer here:\n{link}\n\n" +
        "You can turn these notifications off from the conversation.",
    },
    it: {
      subject: "Un paziente ti ha scritto",
      text:
        "Ciao,\n\nUn paziente ti ha inviato un messaggio su Outchi. Leggilo e rispondi qui:\n{link}\n\n" +
        "Puoi disattivare queste notifiche dalla conversazione.",
    },
    es: {
      subject: "Un paciente te ha escrito",
      text:
        "Hola:\n\nUn paciente te ha enviado un mensaje en Outchi. Léelo y responde aquí:\n{link}\n\n" +
        "Puedes desactivar estas notificaciones desde la conversación.",
    },
  },
  // To a patient whose author's pro ended their link: the unused paid days were given back (docs/features/authors.md).
  authorLinkEnded: {
    fr: {
      subject: "Votre suivi a pris fin",
      text:
        "Bonjour,\n\nLe professionnel que vous suiviez sur Outchi a mis fin à votre suivi. " +
        "Les jours payés et non utilisés vous ont été rendus en récompenses, sur votre solde.\n\n" +
        "Retrouvez sa page ici :\n{link}",
    },
    en: {
      subject: "Your follow has ended",
      text:
        "Hello,\n\nThe professional you followed on Outchi ended your follow. " +
        "The paid days you had not used were given back to your balance in rewards.\n\n" +
        "Their page is here:\n{link}",
    },
    it: {
      subject: "Il tuo percorso è terminato",
      text:
        "Ciao,\n\nIl professionista che seguivi su Outchi ha terminato il tuo percorso con lui. " +
        "I giorni pagati e non usati ti sono stati restituiti in ricompense, sul tuo saldo.\n\n" +
        "La sua pagina è qui:\n{link}",
    },
    es: {
      subject: "Tu seguimiento ha terminado",
      text:
        "Hola:\n\nEl profesional al que seguías en Outchi ha terminado tu seguimiento. " +
        "Los días pagados que no habías usado se han devuelto a tu saldo en recompensas.\n\n" +
        "Su página está aquí:\n{link}",
    },
  },
  // To an account's address: the link that sets a new password (docs/features/accounts.md).
  resetPassword: {
    fr: {
      subject: "Choisissez un nouveau mot de passe Outchi",
      text:
        "Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n{link}\n\n" +
        "Si vous n'avez rien demandé, ignorez cet email : votre mot de passe n'a pas changé.",
    },
    en: {
      subject: "Choose a new Outchi password",
      text:
        "Hello,\n\nTo choose a new password, open this link (valid for one hour, once):\n{link}\n\n" +
        "If you did not ask for this, ignore this email: your password has not changed.",
    },
    it: {
      subject: "Scegli una nuova password Outchi",
      text:
        "Ciao,\n\nPer scegliere una nuova password, apri questo link (valido un'ora, una sola volta):\n{link}\n\n" +
        "Se non hai chiesto nulla, ignora questa email: la tua password non è cambiata.",
    },
    es: {
      subject: "Elige una nueva contraseña de Outchi",
      text:
        "Hola:\n\nPara elegir una nueva contraseña, abre este enlace (válido durante una hora, una sola vez):\n{link}\n\n" +
        "Si no has pedido nada, ignora este correo: tu contraseña no ha cambiado.",
    },
  },
  // To the new address an account asked for: the link that makes it the account's.
  verifyEmailChange: {
    fr: {
      subject: "Confirmez votre nouvelle adresse Outchi",
      text:
        "Bonjour,\n\nPour que votre compte Outchi utilise désormais cette adresse, ouvrez ce lien (valable 24 heures) :\n{link}\n\n" +
        "Si vous n'avez rien demandé, ignorez cet email : aucun compte ne changera.",
    },
    en: {
      subject: "Confirm your new Outchi email",
      text:
        "Hello,\n\nTo have your Outchi account use this address from now on, open this link (valid for 24 hours):\n{link}\n\n" +
        "If you did not ask for this, ignore this email: no account will change.",
    },
    it: {
      subject: "Conferma il tuo nuovo indirizzo Outchi",
      text:
        "Ciao,\n\nPerché il tuo account Outchi usi d'ora in poi questo indirizzo, apri questo link (valido 24 ore):\n{link}\n\n" +
        "Se non hai chiesto nulla, ignora questa email: nessun account cambierà.",
    },
    es: {
      subject: "Confirma tu nuevo correo de Outchi",
      text:
        "Hola:\n\nPara que tu cuenta de Outchi use este correo a partir de ahora, abre este enlace (válido durante 24 horas):\n{link}\n\n" +
        "Si no has pedido nada, ignora este correo: ninguna cuenta cambiará.",
    },
  },
  // To the owner of an address another account asked to take: the address stays theirs.
  emailChangeAttempt: {
    fr: {
      subject: "Un autre compte a demandé votre adresse",
      text:
        "Bonjour,\n\nUn autre compte Outchi a demandé à utiliser votre adresse, qui a déjà un compte : rien n'a changé. " +
        "Pour vous connecter au vôtre :\n{link}",
    },
    en: {
      subject: "Another account asked for your email",
      text:
        "Hello,\n\nAnother Outchi account asked to use your email, which already has an account: nothing has changed. " +
        "To sign in to yours:\n{link}",
    },
    it: {
      subject: "Un altro account ha chiesto il tuo indirizzo",
      text:
        "Ciao,\n\nUn altro account Outchi ha chiesto di usare il tuo indirizzo, che ha già un account: non è cambiato nulla. " +
        "Per accedere al tuo:\n{link}",
    },
    es: {
      subject: "Otra cuenta pidió tu correo",
      text:
        "Hola:\n\nOtra cuenta de Outchi pidió usar tu correo, que ya tiene una cuenta: no ha cambiado nada. " +
        "Para iniciar sesión en la tuya:\n{link}",
    },
  },
  // To a patient who asked for it, at their chosen hour: the day's cards wait (docs/features/reminders.md).
  dailyReminder: {
    fr: {
      subject: "Vos cartes du jour vous attendent",
      text:
        "Bonjour,\n\nIl vous reste des cartes à faire aujourd'hui sur Outchi. Retrouvez-les ici :\n{link}\n\n" +
        "Pour ne plus recevoir ce rappel par e-mail :\n{unsubscribe}\n" +
        "Vous pouvez aussi changer son heure dans vos réglages.",
    },
    en: {
      subject: "Your daily cards are waiting",
      text:
        "Hello,\n\nYou still have cards to do today on Outchi. Find them here:\n{link}\n\n" +
        "To stop getting this reminder by e-mail:\n{unsubscribe}\n" +
        "You can also change its time in your settings.",
    },
    it: {
      subject: "Le tue carte del giorno ti aspettano",
      text:
        "Ciao,\n\nTi restano delle carte da fare oggi su Outchi. Le trovi qui:\n{link}\n\n" +
        "Per non ricevere più questo promemoria via e-mail:\n{unsubscribe}\n" +
        "Puoi anche cambiarne l'orario nelle impostazioni.",
    },
    es: {
      subject: "Tus tarjetas del día te esperan",
      text:
        "Hola:\n\nTe quedan tarjetas por hacer hoy en Outchi. Encuéntralas aquí:\n{link}\n\n" +
        "Para dejar de recibir este recordatorio por correo:\n{unsubscribe}\n" +
        "También puedes cambiar su hora en tus ajustes.",
    },
  },
  // To an account whose sign-in needs its emailed step: the right password was given.
  signInLink: {
    fr: {
      subject: "Votre lien de connexion Outchi",
      text:
        "Bonjour,\n\nTrop d'essais ont échoué sur votre compte : pour vous connecter, ouvrez ce lien (valable 15 minutes, une seule fois) :\n{link}\n\n" +
        "Si ce n'était pas vous, quelqu'un connaît votre mot de passe : changez-le.",
    },
    en: {
      subject: "Your Outchi sign-in link",
      text:
        "Hello,\n\nToo many attempts failed on your account: to sign in, open this link (valid for 15 minutes, once):\n{link}\n\n" +
        "If it was not you, someone knows your password: change it.",
    },
    it: {
      subject: "Il tuo link di accesso Outchi",
      text:
        "Ciao,\n\nTroppi tentativi sono falliti sul tuo account: per accedere, apri questo link (valido 15 minuti, una sola volta):\n{link}\n\n" +
        "Se non eri tu, qualcuno conosce la tua password: cambiala.",
    },
    es: {
      subject: "Tu enlace de inicio de sesión de Outchi",
      text:
        "Hola:\n\nDemasiados intentos fallaron en tu cuenta: para iniciar sesión, abre este enlace (válido durante 15 minutos, una sola vez):\n{link}\n\n" +
        "Si no fuiste tú, alguien conoce tu contraseña: cámbiala.",
    },
  },
};

/** The subject and text of one email, its links in place. */
export function composeMail(mail: {
  kind: MailKind;
  language: Language;
  link: string;
  unsubscribe?: string;
}): MailText {
  const { subject, text } = MAIL_TEXTS[mail.kind][mail.language];
  return {
    subject,
    text: text.replace("{link}", mail.link).replace("{unsubscribe}", mail.unsubscribe ?? ""),
  };
}
