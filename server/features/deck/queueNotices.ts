/**
 * The notices of the daily deck (engine/deck/queueNotices.ts), as rows ready to materialize with the
 * journal's cards: what the rule needs beside the day's inputs (DayNoticeInputs, read with the
 * day) is read in one query, only when a day is being dealt.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { AuthorMessageCatalogue, CommunityQuestionCatalogue } from "../../../card-schemas/generated";
import { validateContent, type ContentKind } from "../../../card-schemas/validators";
import { questionOfPeriod } from "../../../engine/community";
import { addDays, localDay } from "../../../engine/shared/dates";
import {
  NOTICE_KINDS,
  noticesStart,
  QUESTION_ROTATION_START,
  queueNotices,
  type Notice,
  type PastNotice,
} from "../../../engine/deck/queueNotices";
import { STREAK_LOOKBACK_DAYS, type DayRecord } from "../../../engine/deck/streak";
import type { Db } from "../../platform/db/connection";
import type { User } from "../../platform/db/models";
import type { DayNoticeInputs } from "./dayNoticeInputs";
import { programText, type CatalogData } from "../../core/programCatalog";
import { STREAK_HISTORY_SQL } from "./streakHistory";

/** Notices older than this no longer change what is dealt (the longest window is 30 days). */
const PAST_NOTICE_DAYS = 31;
/** Notices follow the day's journal cards. */
const NOTICE_SORT_ORDER = 1000;

interface NoticeContent {
  authorMessages: AuthorMessageCatalogue;
  communityQuestions: CommunityQuestionCatalogue;
}

const contentByDir = new Map<string, Promise<NoticeContent>>();

async function readOptional<T>(file: string, kind: ContentKind): Promise<T[]> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const data: unknown = JSON.parse(text);
  const result = validateContent(kind, data);
  if (!result.ok)
    throw new Error(`${file}: ${result.errors.map((e) => `${e.path} ${e.message}`).join("; ")}`);
  return data as T[];
}

/** The author messages and community questions of `contentDir`, read and validated once. */
export function noticeContent(contentDir: string): Promise<NoticeContent> {
  let content = contentByDir.get(contentDir);
  if (!content) {
    content = Promise.all([
      readOptional<AuthorMessageCatalogue[number]>(
        path.join(contentDir, "authorMessages.json"),
        "authorMessages",
      ),
      readOptional<CommunityQuestionCatalogue[number]>(
        path.join(contentDir, "communityQuestions.json"),
        "communityQuestions",
      ),
    ]).then(([authorMessages, communityQuestions]) => ({ authorMessages, communityQuestions }));
    // A failed read is not kept: the next deal tries again.
    content.catch(() => contentByDir.delete(contentDir));
    contentByDir.set(contentDir, content);
  }
  return content;
}

/** What the notice rule reads of the patient's past, beside the day's inputs (DayNoticeInputs). */
interface PatientNoticeState {
  history: DayRecord[];
  restoredDays: string[];
  joinedStudyIds: string[];
  /** Authors of the programs in progress. */
  programAuthorIds: string[];
  pastNotices: PastNotice[];
}

/** The first day reads nothing of the past: it deals only the entry of a goal set (noticesStart). */
const NO_PAST: PatientNoticeState = {
  history: [],
  restoredDays: [],
  joinedStudyIds: [],
  programAuthorIds: [],
  pastNotices: [],
};

const noticeKindList = NOTICE_KINDS.map((kind) => `'${kind}'`).join(", ");

/** Everything of the patient's past the notice rule reads, in one round trip. */
async function readNoticeState(db: Db, userId: string, date: string): Promise<PatientNoticeState> {
  const result = await db.raw<{ rows: Array<Record<string, unknown>> }>(
    `select
       ${STREAK_HISTORY_SQL} as "history",
       (select coalesce(json_agg(date), '[]') from power_uses
          where user_id = :userId and power = 'LOST_SERIE' and date >= :historySince) as "restoredDays",
       (select coalesce(json_agg(study_id), '[]') from study_subscriptions
          where user_id = :userId) as "joinedStudyIds",
       (select coalesce(json_agg(distinct s.author_id), '[]')
          from study_subscriptions ss join studies s on s.id = ss.study_id
         where ss.user_id = :userId and ss.status = 'INPROGRESS') as "programAuthorIds",
       (select coalesce(json_agg(json_build_object(
            'kind', type, 'sourceId', globalnotification_id, 'key', routinetask_id, 'date', date)), '[]')
          from notifications
         where user_id = :userId and date >= :noticeSince and type in (${noticeKindList})) as "pastNotices"`,
    {
      userId,
      date,
      historySince: addDays(date, -STREAK_LOOKBACK_DAYS),
      noticeSince: addDays(date, -PAST_NOTICE_DAYS),
    },
  );
  const row = result.rows[0] ?? {};
  return {
    history: (row.history ?? []) as DayRecord[],
    restoredDays: (row.restoredDays ?? []) as string[],
    joinedStudyIds: (row.joinedStudyIds ?? []) as string[],
    programAuthorIds: (row.programAuthorIds ?? []) as string[],
    pastNotices: (row.pastNotices ?? []) as PastNotice[],
  };
}

/** The card fields of a notice that the server adds from the catalogue, in the patient's language. */
function cardFields(notice: Notice, catalog: CatalogData, language: string): Record<string, unknown> | null {
  if (notice.kind === "NEW_STUDY") {
    const program = catalog.programs.get(notice.sourceId);
    const title = programText(catalog, language, notice.sourceId, "title");
    if (!program || !title) return null;
    const description = programText(catalog, language, notice.sourceId, "description");
    return {
      ...notice.fields,
      title,
      ...(description ? { description } : {}),
      studyDuration: program.studyDuration,
      maxReward: program.maxReward,
      ...(program.logoLink ? { logoLink: program.logoLink } : {}),
    };
  }
  if (notice.kind === "AUTOR_MESSAGE") {
    const author = catalog.authors.get(notice.sourceId);
    if (!author) return null;
    return { ...notice.fields, author: { id: author.id, name: author.name } };
  }
  return notice.fields;
}

/**
 * The notice rows to materialize on the patient's today, beside the journal's: same table, same
 * unique key (globalnotificationID = the notice's source, routinetaskID = its per-day key).
 */
export async function noticeRows(
  db: Db,
  contentDir: string,
  catalog: CatalogData,
  user: Pick<User, "id" | "language" | "timeZone" | "createdAt">,
  date: string,
  inputs: DayNoticeInputs,
) {
  const firstDay = localDay(user.createdAt, user.timeZone);
  const [state, content] = await Promise.all([
    noticesStart(firstDay, date) ? readNoticeState(db, user.id, date) : NO_PAST,
    noticeContent(contentDir),
  ]);
  const notices = queueNotices({
    date,
    firstDay,
    language: user.language,
    permission: inputs.permission,
    goalsInProgress: inputs.goalsInProgress,
    followedAuthorIds: [...state.programAuthorIds, ...inputs.linkedAuthorIds],
    history: state.history,
    restoredDays: state.restoredDays,
    joinedStudyIds: state.joinedStudyIds,
    pastNotices: state.pastNotices,
    studies: [...catalog.programs.values()],
    question: questionOfPeriod(content.communityQuestions, QUESTION_ROTATION_START, date) ?? null,
    authorMessages: content.authorMessages,
  });
  const rows = [];
  for (const notice of notices) {
    const fields = cardFields(notice, catalog, user.language);
    if (!fields) continue;
    rows.push({
      id: crypto.randomUUID(),
      userId: user.id,
      type: notice.kind,
      date,
      maxDate: date,
      rewards: 0,
      parameters: JSON.stringify({ uniqueId: notice.key, taskParameters: fields }),
      globalnotificationId: notice.sourceId,
      routinetaskId: notice.key,
      // By kind, so that a notice dealt later in the day (a goal set) takes its place among the others.
      sortOrder: NOTICE_SORT_ORDER + NOTICE_KINDS.indexOf(notice.kind),
      status: "NEW",
    });
  }
  return rows;
}
