/**
 * How the community's rows become API answers (docs/features/community.md): social events, comments and the
 * social profile for their reader, the community questions for a reader and for the moderation queue.
 */
import type { Knex } from "knex";
import type {
  CommunityEvent,
  CommunityMyAnswer,
  CommunityQuestionStatus,
  CommunityQuestionSummary,
  CommunityQuestionType,
  ReactionType,
  SocialCommentView,
  SocialProfileView,
} from "../../../card-schemas";
import { rightChoiceIds, isRightAnswer } from "../../../engine/community/questionOutcome";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import type { Language, User } from "../../platform/db/models";
import { earnedTitles } from "../rewards";
import {
  localized,
  myAnswers,
  readerFacts,
  type AnswerRow,
  type ModeratedQuestionRow,
  type QuestionRow,
  type ReaderFacts,
} from "./communityQuestionRows";
import { authorOf, socialAuthors } from "./socialAuthors";
import type { CommentRow } from "./socialCommentRows";
import type { SocialEventRow } from "./socialEventRows";
import type { SocialProfileRow } from "./socialProfileRows";

type Reactions = CommunityEvent["reactions"];

async function reactionsOf(
  db: Db | Knex.Transaction,
  eventIds: string[],
  readerId: string | undefined,
): Promise<Map<string, Reactions>> {
  const rows = (await db("messageReactions")
    .whereIn("eventId", eventIds)
    .select("id", "eventId", "reaction", "userId")) as Array<{
    id: string;
    eventId: string;
    reaction: ReactionType;
    userId: string;
  }>;
  const byEvent = new Map<string, Reactions>(eventIds.map((id) => [id, { counts: {}, mine: null }]));
  for (const row of rows) {
    const reactions = byEvent.get(row.eventId) as Reactions;
    reactions.counts[row.reaction] = (reactions.counts[row.reaction] ?? 0) + 1;
    if (row.userId === readerId) reactions.mine = { id: row.id, reaction: row.reaction };
  }
  return byEvent;
}

/**
 * `rows` presented for `reader` (undefined for a guest), titles in `language`: the writer's social
 * profile, the reactions counted per type and the reader's own one.
 */
export async function presentSocialEvents(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  rows: SocialEventRow[],
  reader: { id?: string; language: Language },
): Promise<CommunityEvent[]> {
  if (rows.length === 0) return [];
  const [authors, reactions] = await Promise.all([
    socialAuthors(
      deps,
      db,
      rows.map((row) => row.userId),
      reader.language,
    ),
    reactionsOf(
      db,
      rows.map((row) => row.id),
      reader.id,
    ),
  ]);
  return rows.map((row) => {
    const variables = row.variables ?? {};
    return {
      id: row.id,
      type: row.type,
      groupName: row.groupName,
      status: row.status,
      language: row.language,
      datetime: new Date(row.createdAt).toISOString(),
      variables: {
        ...(variables.message !== undefined && { message: variables.message }),
        ...(variables.fileId !== undefined && { fileId: variables.fileId }),
        ...(variables.objectFit !== undefined && { objectFit: variables.objectFit }),
      },
      noComment: row.noComment,
      noReaction: row.noReaction,
      commentCounter: row.commentCounter,
      author: authorOf(authors, row.userId),
      mine: row.userId === reader.id,
      // Only the writer reads why an admin decided (a refusal's reason).
      ...(row.userId === reader.id && { moderationReason: row.moderationReason }),
      reactions: row.noReaction ? { counts: {}, mine: null } : (reactions.get(row.id) as Reactions),
    };
  });
}

/** Comments presented for `reader`, with their writers' social profiles. */
export async function presentComments(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  rows: CommentRow[],
  reader: User,
): Promise<SocialCommentView[]> {
  const authors = await socialAuthors(
    deps,
    db,
    rows.map((row) => row.userId),
    reader.language,
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    message: row.message,
    status: row.status,
    datetime: new Date(row.createdAt).toISOString(),
    author: authorOf(authors, row.userId),
    mine: row.userId === reader.id,
  }));
}

/** The social profile of `user` (its row exists), with the titles they earned and the one shown. */
export async function presentSocialProfile(
  deps: AppDeps,
  db: Db | Knex.Transaction,
  user: User,
): Promise<SocialProfileView> {
  const [row, titles] = await Promise.all([
    db("socialProfiles").where({ id: user.id }).first() as Promise<SocialProfileRow>,
    earnedTitles(deps, db, user),
  ]);
  const title = titles.find((t) => t.id === row.title);
  return {
    id: row.id,
    pseudo: row.pseudo,
    bio: row.bio,
    title: title?.id ?? null,
    titleLabel: title?.label ?? null,
    reactionCounter: row.reactionCounter,
    defaultShare: row.defaultShare,
    titles,
  };
}

/** The reader's answer as shown: a quiz's verdict and right options once answered. */
export function presentMyAnswer(row: QuestionRow, answer: AnswerRow): CommunityMyAnswer {
  if (answer.choiceIds === null) {
    const status = answer.status;
    return { text: answer.answer ?? "", ...(status && status !== "not checked" && { status }) };
  }
  if (row.type !== "quiz") return { choiceIds: answer.choiceIds };
  const options = row.choices ?? [];
  return {
    choiceIds: answer.choiceIds,
    correct: isRightAnswer(options, answer.choiceIds),
    rightChoiceIds: rightChoiceIds(options),
  };
}

/** A question as a list shows it, in `language`; right answers are never listed. */
export function presentSummary(
  row: QuestionRow,
  language: Language,
  facts: ReaderFacts,
): CommunityQuestionSummary {
  return {
    id: row.id,
    text: localized(row.text, language, row.language),
    type: row.type,
    status: row.status,
    groupName: row.groupName,
    choices: (row.choices ?? []).map((choice) => ({
      id: choice.id,
      label: localized(choice.label, language, row.language),
    })),
    likes: row.likes,
    liked: facts.liked,
    answersCount: facts.answersCount,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Questions with what the reader did on them: likes, answers and their own answer. */
export async function presentForReader(
  db: Db,
  rows: readonly QuestionRow[],
  language: Language,
  readerId: string,
): Promise<CommunityQuestionSummary[]> {
  const ids = rows.map((row) => row.id);
  const [facts, answers] = await Promise.all([readerFacts(db, ids, readerId), myAnswers(db, ids, readerId)]);
  return rows.map((row) => {
    const answer = answers.get(row.id);
    return {
      ...presentSummary(row, language, facts.get(row.id)!),
      myAnswer: answer ? presentMyAnswer(row, answer) : null,
    };
  });
}

/** A patient's question as the moderation queue shows it. */
export interface ModerationQuestion {
  kind: "communityQuestion";
  id: string;
  text: string;
  type: CommunityQuestionType;
  options: Array<{ id: string; label: string; rightAnswer?: boolean }>;
  groupName: string | null;
  language: Language | null;
  userId: string | null;
  status: CommunityQuestionStatus;
  reason: string | null;
  moderatedBy: string | null;
  moderatedAt: string | null;
  createdAt: string;
}

/** A question for the moderation queue: in its own language (French for the product's), right answers shown. */
export function presentModerationQuestion(row: ModeratedQuestionRow): ModerationQuestion {
  const language = row.language ?? "fr";
  return {
    kind: "communityQuestion",
    id: row.id,
    text: localized(row.text, language, row.language),
    type: row.type,
    options: (row.choices ?? []).map((choice) => ({
      id: choice.id,
      label: localized(choice.label, language, row.language),
      ...(choice.rightAnswer !== undefined ? { rightAnswer: choice.rightAnswer } : {}),
    })),
    groupName: row.groupName,
    language: row.language,
    userId: row.userId,
    status: row.status,
    reason: row.moderationReason,
    moderatedBy: row.moderatedBy,
    moderatedAt: row.moderatedAt ? new Date(row.moderatedAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
