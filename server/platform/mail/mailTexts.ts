/**
 * The emails the server sends, in the four languages of the app. Typed as a record per language,
 * as the content files hold their texts (`{ fr, en, it, es }`), so a missing translation does not
 * compile; `{link}` is replaced by the link the email carries.
 */
import type { Language } from "../db/models";

export type MailKind = "verifySignup" | "signupAttempt" | "chatMessage";

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
};

/** The subject and text of one email, its link in place. */
export function composeMail(kind: MailKind, language: Language, link: string): MailText {
  const { subject, text } = MAIL_TEXTS[kind][language];
  return { subject, text: text.replace("{link}", link) };
}
