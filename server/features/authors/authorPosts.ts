/**
 * What a pro sends to the patients linked to their author (docs/features/authors.md): a message
 * (`POST /content/{x}`, a social event of the author's, listed by `GET /content`) and a task (`POST /tasks`, an AUTOR_TASK
 * card). Both are written straight into each linked patient's deck (the notifications rows the
 * daily queue reads on every call) on the patient's today, so they show on the next read, in every
 * server process, without waiting for a new day to be dealt.
 */
import type { FieldProblem } from "../../../card-schemas";
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { ProAuthorMessage, ProContentBody, ProTaskBody, ProTaskSent } from "../../../card-schemas";
import { validateCard } from "../../../card-schemas/validators";
import { isAuthorLinkValid, AUTHOR_LINK_VALIDATED } from "../../../engine/authors/authorSubscriptionPrices";
import { authorPostDays } from "../../../engine/authors/authorPosts";
import { addDays, localDay } from "../../../engine/shared/dates";
import { isLive } from "../../../engine/programs";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict, NotFound, ValidationError } from "../../core/errors";
import { once } from "../../core/idempotency";
import { presentAuthorMessage } from "./present";
import { dayOf } from "../../platform/db/dayOf";

/** After the journal's cards (0…) and before the day's notices (1000…). */
const AUTHOR_POST_SORT_ORDER = 500;

interface Author {
  id: string;
  name: string;
}

/** A patient whose link to the author is valid on their own today. */
interface LinkedPatient {
  userId: string;
  today: string;
}

async function readAuthor(db: Knex | Knex.Transaction, autorId: string): Promise<Author> {
  const author = (await db("authors").where({ id: autorId }).first("id", "name")) as Author | undefined;
  if (!author) throw new NotFound("No such author");
  return author;
}

/** The patients with a valid (VALIDATED, not ended) link to the author, each with their today. */
async function linkedPatients(trx: Knex.Transaction, autorId: string, now: Date): Promise<LinkedPatient[]> {
  // A link ending before yesterday in UTC has ended in every time zone: the rest is checked per patient.
  const rows = (await trx("authorLinks as l")
    .join("users as u", "u.id", "l.patientusersId")
    .where({ "l.autorId": autorId, "l.status": AUTHOR_LINK_VALIDATED, "u.role": "patient" })
    .where("l.end", ">=", addDays(now.toISOString().slice(0, 10), -1))
    .select("l.patientusersId", "l.status", "l.end", "u.timeZone")) as Array<{
    patientusersId: string;
    status: string;
    end: string | Date;
    timeZone: string;
  }>;
  const patients: LinkedPatient[] = [];
  for (const row of rows) {
    const today = localDay(now, row.timeZone);
    const end = dayOf(row.end);
    if (isAuthorLinkValid({ status: row.status, end }, today))
      patients.push({ userId: row.patientusersId, today });
  }
  return patients;
}

/** The card as a patient's renderer receives it, checked against its card schema once per post. */
function checkCard(card: Record<string, unknown>, prefix: string): void {
  const result = validateCard(card);
  if (!result.ok) {
    throw new ValidationError(
      result.errors.map((issue) => ({ path: `${prefix}${issue.path}`, message: issue.message })),
    );
  }
}

/**
 * Puts one card per linked patient in their deck: the same unique key as every deck row (patient,
 * source, key, day), so writing the same post twice inserts nothing more. Answers how many got it.
 */
async function sendToLinkedPatients(
  trx: Knex.Transaction,
  author: Author,
  now: Date,
  card: { type: string; key: string; rewards: number; fields: Record<string, unknown> },
): Promise<number> {
  const patients = await linkedPatients(trx, author.id, now);
  if (patients.length === 0) return 0;
  await trx("notifications")
    .insert(
      patients.map(({ userId, today }) => ({
        id: crypto.randomUUID(),
        patientusersId: userId,
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
    .onConflict(["patientusersId", "globalnotificationId", "routinetaskId", "date"])
    .ignore();
  return patients.length;
}

/** A sample of the card, with the fields every card has, for its schema check. */
function sample(type: string, author: Author, now: Date, rewards: number, fields: Record<string, unknown>) {
  const { date, maxDate } = authorPostDays(localDay(now, "UTC"));
  return { id: "preview", type, date, maxDate, rewards, globalnotificationID: author.id, ...fields };
}

/** How many of the author's messages the list shows, newest first. */
export const AUTHOR_MESSAGE_LIST_LIMIT = 100;

/** The author's messages, newest first: what each said and how many decks it was put in. */
export async function listAuthorMessages(db: Db, autorId: string): Promise<ProAuthorMessage[]> {
  const rows = (await db("authorMessages")
    .where({ autorId })
    .orderBy([
      { column: "createdAt", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(AUTHOR_MESSAGE_LIST_LIMIT)) as Array<Record<string, unknown>>;
  return rows.map(presentAuthorMessage);
}

/**
 * Posts the author's message `x` and puts it in every linked patient's deck as an AUTOR_MESSAGE
 * (the card of an author's social event). 409 CONTENT_ID_TAKEN when the author already posted `x`.
 */
export async function postAuthorMessage(
  deps: AppDeps,
  pro: User,
  autorId: string,
  x: string,
  body: ProContentBody,
): Promise<ProAuthorMessage> {
  const now = deps.now();
  const variables = body.variables ?? {};
  return inTransaction(deps.db, async (trx) => {
    const author = await readAuthor(trx, autorId);
    const eventId = `${autorId}:${x}`;
    const fields = {
      eventId,
      author: { id: author.id, name: author.name },
      message: body.message,
      ...(variables.mediaLink ? { mediaLink: variables.mediaLink } : {}),
      ...(variables.mediaType ? { mediaType: variables.mediaType } : {}),
    };
    checkCard(sample("AUTOR_MESSAGE", author, now, 0, fields), "/card");
    const inserted = await trx("authorMessages")
      .insert({
        autorId,
        id: x,
        message: body.message,
        variables: JSON.stringify(variables),
        noReaction: body.noReaction ?? false,
        noComment: body.noComment ?? false,
        date: localDay(now, pro.timeZone),
      })
      .onConflict(["autorId", "id"])
      .ignore()
      .returning("*");
    if (inserted.length === 0) throw new Conflict("CONTENT_ID_TAKEN", "The author already posted this id");
    const sent = await sendToLinkedPatients(trx, author, now, {
      type: "AUTOR_MESSAGE",
      key: `AUTOR_MESSAGE:${eventId}`,
      rewards: 0,
      fields,
    });
    const [row] = await trx("authorMessages").where({ autorId, id: x }).update({ sent }).returning("*");
    return presentAuthorMessage(row);
  });
}

/**
 * What a PUSH_PGRM or PUSH_QUEST suggests must be there for the patient to open: 400 naming each id
 * that is not a live program of the catalogue, or not a questionnaire.
 */
async function checkSuggestions(deps: AppDeps, { autorTask }: ProTaskBody): Promise<void> {
  let missing: FieldProblem[] = [];
  if (autorTask.type === "PUSH_PGRM") {
    const { programs } = await deps.catalog.get();
    missing = autorTask.studyIds.flatMap((id, index) => {
      const program = programs.get(id);
      return program && isLive(program)
        ? []
        : [{ path: `/autorTask/studyIds/${index}`, message: "no such live program" }];
    });
  } else if (autorTask.type === "PUSH_QUEST") {
    const found = new Set(
      await deps.db("questionnaires").whereIn("id", autorTask.questionnaireIds).pluck("id"),
    );
    missing = autorTask.questionnaireIds.flatMap((id, index) =>
      found.has(id)
        ? []
        : [{ path: `/autorTask/questionnaireIds/${index}`, message: "no such questionnaire" }],
    );
  }
  if (missing.length > 0) throw new ValidationError(missing);
}

/**
 * Sends an AUTOR_TASK card to every patient with a valid link to the author, once per client key
 * (the same body again answers the first answer; another body under the key 422).
 */
export async function sendAuthorTask(
  deps: AppDeps,
  pro: User,
  autorId: string,
  body: ProTaskBody,
): Promise<ProTaskSent> {
  const now = deps.now();
  await checkSuggestions(deps, body);
  const request = { userId: pro.id, key: body.key, route: `POST /api/pro/${autorId}/tasks`, body };
  return inTransaction(deps.db, (trx) =>
    once(trx, request, async () => {
      const author = await readAuthor(trx, autorId);
      const rewards = body.rewards ?? 0;
      const fields = {
        authorName: author.name,
        autorTask: body.autorTask,
        ...(body.title ? { title: body.title } : {}),
        ...(body.description ? { description: body.description } : {}),
      };
      checkCard(sample("AUTOR_TASK", author, now, rewards, fields), "/card");
      const sent = await sendToLinkedPatients(trx, author, now, {
        type: "AUTOR_TASK",
        key: `AUTOR_TASK:${body.key}`,
        rewards,
        fields,
      });
      return { sent };
    }),
  );
}
