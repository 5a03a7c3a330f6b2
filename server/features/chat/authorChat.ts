/**
 * The live chat between a patient and an author (docs/features/chat.md): one table
 * (`chat_messages`, the chat `<userId>_<autorId>`), written by one function whichever side writes
 * (the patient's chat page, the SEND_MESSAGE_AUTOR task card, the pro's thread). Who may write is the
 * engine's rule (chatAccess); each side's "opened" mark and notification toggle live on the author
 * link. A new message reaches both sides' streams through realtime (NOTIFY, so every process hears
 * it), and, when the other side's toggle is on, a notice: a deck card for the patient, an email for
 * the pro (chatNotices.ts). What each stream sends of it is chatEvents.ts's.
 */
import type { ChatAccessView, ChatMessage, ProChatSummary } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Knex } from "knex";
import {
  CHAT_HISTORY_LIMIT,
  chatAccess,
  chatName,
  chatNotifies,
  openedByOther,
} from "../../../engine/chat/authorChat";
import { isAuthorLinkValid } from "../../../engine/authors";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { inTransaction } from "../../platform/db/transaction";
import { Forbidden, NotFound } from "../../core/errors";
import { dealChatNotice, mailPro } from "./chatNotices";
import { dayOf } from "../../platform/db/dayOf";

/** How many conversations the pro's list shows, newest first. */
export const PRO_CHAT_LIST_LIMIT = 100;

export interface ChatAuthor {
  id: string;
  name: string;
  /** The pro account that owns the author; null for the catalogue's authors. */
  userId: string | null;
  features: string[];
}

interface LinkRow {
  id: string;
  status: string;
  end: string | Date;
  lastUserConnection: Date | string | null;
  lastAutorConnection: Date | string | null;
  userNotification: boolean;
  autorNotification: boolean;
}

interface MessageRow {
  id: string;
  patientusersId: string;
  autorId: string;
  fromUser: boolean;
  message: string;
  datetime: Date | string;
}

/** Which side of the chat acts: the patient (`user`) or the author (`autor`). */
export type ChatSide = "user" | "autor";

const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();

export async function readChatAuthor(db: Db | Knex.Transaction, autorId: string): Promise<ChatAuthor> {
  const row = (await db("authors").where({ id: autorId }).first("id", "name", "userId", "extra")) as
    { id: string; name: string; userId: string | null; extra: Record<string, unknown> | null } | undefined;
  if (!row) throw new NotFound("No such author");
  const features = row.extra?.features;
  return {
    id: row.id,
    name: row.name,
    userId: row.userId,
    features: Array.isArray(features) ? features.map(String) : [],
  };
}

async function readLink(db: Db | Knex.Transaction, userId: string, autorId: string) {
  return (await db("authorLinks")
    .where({ id: chatName(userId, autorId) })
    .first()) as LinkRow | undefined;
}

/** The chat's access for a patient on their today: the author's flags and the link's validity. */
function accessOf(author: ChatAuthor, link: LinkRow | undefined, today: string): ChatAccessView {
  const valid = isAuthorLinkValid(link ? { status: link.status, end: dayOf(link.end) } : null, today);
  const access = chatAccess(author.features, valid);
  return access.allowed ? { allowed: true, refusal: null } : { allowed: false, refusal: access.refusal };
}

function refuse(access: ChatAccessView): void {
  if (access.allowed) return;
  throw new Forbidden(
    access.refusal === "CHAT_COMMUNITY_CLOSED"
      ? "This author's chat is closed to patients without a valid link"
      : "Messaging this author needs a valid link to them",
    access.refusal ?? "FORBIDDEN",
  );
}

function present(row: MessageRow, link: LinkRow | undefined): ChatMessage {
  const datetime = new Date(row.datetime).toISOString();
  const otherOpened = iso(row.fromUser ? link?.lastAutorConnection : link?.lastUserConnection);
  return {
    id: row.id,
    chatName: chatName(row.patientusersId, row.autorId),
    autorId: row.autorId,
    userId: row.patientusersId,
    fromUser: row.fromUser,
    message: row.message,
    datetime,
    opened: openedByOther(datetime, otherOpened),
  };
}

const MESSAGE_COLUMNS = ["id", "patientusersId", "autorId", "fromUser", "message", "datetime"];

/** The last messages of the chat, oldest first. */
async function lastMessages(db: Db, userId: string, autorId: string, link: LinkRow | undefined) {
  const rows = (await db("chatMessages")
    .where({ patientusersId: userId, autorId })
    .orderBy([
      { column: "datetime", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(CHAT_HISTORY_LIMIT)
    .select(MESSAGE_COLUMNS)) as MessageRow[];
  return rows.reverse().map((row) => present(row, link));
}

/**
 * Marks the chat opened by `side` now. When that turned messages of the other side from unopened to
 * opened, the other side's streams hear of it (so their "opened" marks change while they look).
 */
async function markOpened(deps: AppDeps, author: ChatAuthor, userId: string, side: ChatSide) {
  const column = side === "user" ? "lastUserConnection" : "lastAutorConnection";
  const id = chatName(userId, author.id);
  const now = deps.now();
  const before = (await deps.db("authorLinks").where({ id }).first(column)) as
    Record<string, Date | string | null> | undefined;
  if (!before) return;
  await deps
    .db("authorLinks")
    .where({ id })
    .update({ [column]: now });
  const unopened = await deps
    .db("chatMessages")
    .where({ patientusersId: userId, autorId: author.id, fromUser: side === "autor" })
    .modify((query) => {
      const since = before[column];
      if (since) void query.where("datetime", ">", since);
    })
    .first("id");
  if (!unopened) return;
  const to = side === "user" ? author.userId : userId;
  if (to) await deps.realtime.publish({ userId: to, type: "chatOpened", id });
}

/** Reads a message row back as its side of the chat presents it. */
export async function presentById(db: Db, id: string): Promise<ChatMessage | null> {
  const row = (await db("chatMessages").where({ id }).first(MESSAGE_COLUMNS)) as MessageRow | undefined;
  if (!row) return null;
  return present(row, await readLink(db, row.patientusersId, row.autorId));
}

interface NewMessage {
  userId: string;
  author: ChatAuthor;
  side: ChatSide;
  message: string;
  key?: string;
}

/**
 * Writes one message into the chat, the one path every sender takes. A key already used by the same
 * sender in this chat answers the message it stored then, and sends nothing again.
 */
async function writeMessage(deps: AppDeps, input: NewMessage): Promise<ChatMessage> {
  const { userId, author, side } = input;
  const fromUser = side === "user";
  const now = deps.now();
  const written = await inTransaction(deps.db, async (trx) => {
    const link = await readLink(trx, userId, author.id);
    const previous = (await trx("chatMessages")
      .where({ patientusersId: userId, autorId: author.id, fromUser })
      .orderBy("datetime", "desc")
      .first("datetime")) as { datetime: Date | string } | undefined;
    const [row] = (await trx("chatMessages")
      .insert({
        id: crypto.randomUUID(),
        patientusersId: userId,
        autorId: author.id,
        fromUser,
        message: input.message,
        datetime: now,
        clientKey: input.key ?? null,
      })
      .onConflict(["patientusersId", "autorId", "fromUser", "clientKey"])
      .ignore()
      .returning(MESSAGE_COLUMNS)) as MessageRow[];
    if (!row) {
      const first = (await trx("chatMessages")
        .where({ patientusersId: userId, autorId: author.id, fromUser, clientKey: input.key })
        .first(MESSAGE_COLUMNS)) as MessageRow;
      return { row: first, link, fresh: false, notify: false };
    }
    if (!fromUser && link) await trx("authorLinks").where({ id: link.id }).update({ lastAutorUpdate: now });
    const notify =
      !!link &&
      chatNotifies({
        enabled: fromUser ? link.autorNotification : link.userNotification,
        previousFromSender: iso(previous?.datetime),
        otherLastOpened: iso(fromUser ? link.lastAutorConnection : link.lastUserConnection),
      });
    if (notify && !fromUser) await dealChatNotice(trx, deps.now(), author, row);
    return { row, link, fresh: true, notify };
  });
  const message = present(written.row, written.link);
  if (written.fresh) {
    await deps.realtime.publish({ userId, type: "chat", id: message.id });
    if (author.userId) await deps.realtime.publish({ userId: author.userId, type: "chat", id: message.id });
    if (written.notify && fromUser && author.userId) await mailPro(deps, author.userId, userId);
  }
  return message;
}

/** The patient's chat with `autorId`: the last messages, who may write, the toggle; marks it opened. */
export async function readPatientChat(
  deps: AppDeps,
  user: { id: string; timeZone: string },
  autorId: string,
) {
  const author = await readChatAuthor(deps.db, autorId);
  await markOpened(deps, author, user.id, "user");
  const link = await readLink(deps.db, user.id, autorId);
  return {
    chatName: chatName(user.id, autorId),
    autor: { id: author.id, name: author.name, followOffered: author.features.includes("subscriptions") },
    access: accessOf(author, link, localDay(deps.now(), user.timeZone)),
    notification: link ? link.userNotification : null,
    items: await lastMessages(deps.db, user.id, autorId, link),
  };
}

/** The patient writes to `autorId`: 404 for an unknown author, 403 when the chat is not open to them. */
export async function sendPatientMessage(
  deps: AppDeps,
  user: { id: string; timeZone: string },
  autorId: string,
  body: { message: string; key?: string },
): Promise<ChatMessage> {
  const author = await readChatAuthor(deps.db, autorId);
  const link = await readLink(deps.db, user.id, autorId);
  refuse(accessOf(author, link, localDay(deps.now(), user.timeZone)));
  return writeMessage(deps, {
    userId: user.id,
    author,
    side: "user",
    message: body.message.trim(),
    key: body.key,
  });
}

/** One side's notification toggle; 404 without a link (the toggle lives on it). */
export async function setChatNotification(
  db: Db,
  userId: string,
  autorId: string,
  side: ChatSide,
  value: boolean,
) {
  const id = chatName(userId, autorId);
  const column = side === "user" ? "userNotification" : "autorNotification";
  const updated = await db("authorLinks")
    .where({ id })
    .update({ [column]: value });
  if (updated === 0) throw new NotFound("No link between this patient and this author");
  return { chatName: id, value };
}

interface ChatPatient {
  id: string;
  name: string | null;
  timeZone: string;
}

/**
 * The patient of a pro's chat: one with a link to the author, or who wrote to it (an author open to
 * anyone). 404 for anyone else, so the pro cannot probe who uses the app.
 */
async function chatPatient(db: Db, autorId: string, userId: string): Promise<ChatPatient> {
  const patient = (await db("users")
    .where({ id: userId, role: "patient" })
    .first("id", "name", "timeZone")) as ChatPatient | undefined;
  const known =
    patient &&
    ((await readLink(db, userId, autorId)) ||
      (await db("chatMessages").where({ patientusersId: userId, autorId }).first("id")));
  if (!patient || !known) throw new NotFound("No chat with this patient");
  return patient;
}

/** The author's chat with a patient, read by their pro: marks it opened by the author. */
export async function readProChat(deps: AppDeps, autorId: string, userId: string) {
  const author = await readChatAuthor(deps.db, autorId);
  const patient = await chatPatient(deps.db, autorId, userId);
  await markOpened(deps, author, userId, "autor");
  const link = await readLink(deps.db, userId, autorId);
  return {
    chatName: chatName(userId, autorId),
    userId,
    name: patient.name,
    access: accessOf(author, link, localDay(deps.now(), patient.timeZone)),
    notification: link ? link.autorNotification : null,
    items: await lastMessages(deps.db, userId, autorId, link),
  };
}

/** The pro writes to a patient: the chat must be open on the patient's today, as it is for them. */
export async function sendProMessage(
  deps: AppDeps,
  autorId: string,
  userId: string,
  body: { message: string; key?: string },
): Promise<ChatMessage> {
  const author = await readChatAuthor(deps.db, autorId);
  const patient = await chatPatient(deps.db, autorId, userId);
  const link = await readLink(deps.db, userId, autorId);
  refuse(accessOf(author, link, localDay(deps.now(), patient.timeZone)));
  return writeMessage(deps, { userId, author, side: "autor", message: body.message.trim(), key: body.key });
}

/** The pro's notification toggle for one patient: 404 for a patient with no link to the author. */
export async function setProNotification(deps: AppDeps, autorId: string, userId: string, value: boolean) {
  await chatPatient(deps.db, autorId, userId);
  return setChatNotification(deps.db, userId, autorId, "autor", value);
}

/** The author's conversations, newest message first, each marked unread when the patient wrote since. */
export async function listProChats(db: Db, autorId: string): Promise<ProChatSummary[]> {
  const latest = db("chatMessages")
    .where({ autorId })
    .distinctOn("patientusersId")
    .orderBy([
      { column: "patientusersId" },
      { column: "datetime", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .select(MESSAGE_COLUMNS)
    .as("m");
  const rows = (await db
    .from(latest)
    .join("users as u", "u.id", "m.patientusersId")
    .leftJoin("authorLinks as l", "l.id", db.raw("m.patientusers_id || '_' || m.autor_id"))
    .orderBy("m.datetime", "desc")
    .limit(PRO_CHAT_LIST_LIMIT)
    .select(
      "m.*",
      "u.name",
      "l.lastUserConnection",
      "l.lastAutorConnection",
      db.raw(
        `exists (select 1 from chat_messages c where c.patientusers_id = m.patientusers_id and c.autor_id = m.autor_id
           and c.from_user and (l.last_autor_connection is null or c.datetime > l.last_autor_connection)) as unread`,
      ),
    )) as Array<MessageRow & { name: string | null; unread: boolean } & Partial<LinkRow>>;
  return rows.map((row) => ({
    chatName: chatName(row.patientusersId, row.autorId),
    userId: row.patientusersId,
    name: row.name,
    lastMessage: present(row, row as LinkRow),
    unread: row.unread === true,
  }));
}
