import type { CommunityMyAnswer, CommunityQuestionSummary } from "../../../card-schemas";
import { isRightAnswer, rightChoiceIds, tallyResults } from "../../../engine/community/questionOutcome";
import { fail, ok, type MockRoutes } from "../../test/mockApi";
import { FIXTURE_DATE } from "../../test/fixtures";

const at = `${FIXTURE_DATE}T08:00:00.000Z`;

const question = (
  over: Partial<CommunityQuestionSummary> & Pick<CommunityQuestionSummary, "id" | "text" | "type">,
) =>
  ({
    status: "current",
    groupName: null,
    choices: [],
    likes: 0,
    liked: false,
    answersCount: 3,
    createdAt: at,
    myAnswer: null,
    ...over,
  }) satisfies CommunityQuestionSummary;

/** One question of each kind (the quiz's right option is "seven-nine"). */
export const questionsOfEachKind: CommunityQuestionSummary[] = [
  question({ id: "sleep-tip", text: "What helps you sleep well?", type: "open" }),
  question({
    id: "morning-or-evening",
    text: "Are you a morning or an evening person?",
    type: "selectOne",
    choices: [
      { id: "morning", label: "Morning" },
      { id: "evening", label: "Evening" },
    ],
  }),
  question({
    id: "evening-calm",
    text: "What relaxes you in the evening?",
    type: "selectMultiple",
    choices: [
      { id: "reading", label: "Reading" },
      { id: "music", label: "Music" },
      { id: "walk", label: "A walk" },
    ],
  }),
  question({
    id: "sleep-hours-quiz",
    text: "How many hours of sleep should an adult get a night?",
    type: "quiz",
    choices: [
      { id: "five", label: "5 hours" },
      { id: "seven-nine", label: "7 to 9 hours" },
    ],
  }),
];

const RIGHT: Record<string, Array<{ id: string; rightAnswer?: boolean }>> = {
  "sleep-hours-quiz": [{ id: "five" }, { id: "seven-nine", rightAnswer: true }],
};

export interface CommunityQuestionsApiOptions {
  /** The questions the server holds; each kind once by default. */
  questions?: CommunityQuestionSummary[];
  /** The daily reward was paid already. */
  rewardPaid?: boolean;
  /** Every write answers this error. */
  failWrites?: { status: number; code: string };
  /** Every read answers this error. */
  failReads?: { status: number; code: string };
  /** The open answers the others gave. */
  otherAnswers?: string[];
  /** The vote or previous list has more pages. */
  pages?: number;
}

/** Mock routes of the community questions, answering like the server and remembering writes. */
export function communityQuestionsApi(options: CommunityQuestionsApiOptions = {}): MockRoutes {
  const questions = new Map((options.questions ?? questionsOfEachKind).map((q) => [q.id, { ...q }]));
  const picks = new Map<string, string[][]>();
  let rewardPaid = options.rewardPaid ?? false;
  const others = options.otherAnswers ?? ["A warm shower", "Reading", "No screens after 9"];
  const find = (id: string) => questions.get(id);
  return {
    "GET /api/patient/dailyQuestions": () => {
      if (options.failReads) return fail(options.failReads.status, options.failReads.code);
      return ok({ items: [...questions.values()], reward: 20, rewardPaid });
    },
    "GET /api/patient/communityQuestions/:id": ({ params }) => {
      if (options.failReads) return fail(options.failReads.status, options.failReads.code);
      const found = find(params.id);
      return found ? ok(found) : fail(404, "NOT_FOUND");
    },
    "GET /api/guest/communityQuestions/:id": ({ params }) => {
      if (options.failReads) return fail(options.failReads.status, options.failReads.code);
      const found = find(params.id);
      if (!found) return fail(404, "NOT_FOUND");
      const { id, text, type, choices, answersCount } = found;
      return ok({ id, text, type, answersCount, ...(choices.length > 0 ? { choices } : {}) });
    },
    "POST /api/patient/communityQuestions/:id/answers": ({ params, body }) => {
      if (options.failWrites) return fail(options.failWrites.status, options.failWrites.code);
      const found = find(params.id);
      if (!found) return fail(404, "NOT_FOUND");
      const choiceIds = "text" in body ? undefined : "choiceId" in body ? [body.choiceId] : body.choiceIds;
      const right = RIGHT[found.id];
      const mine: CommunityMyAnswer =
        "text" in body
          ? { text: body.text }
          : right
            ? { choiceIds, correct: isRightAnswer(right, choiceIds!), rightChoiceIds: rightChoiceIds(right) }
            : { choiceIds };
      if (choiceIds) picks.set(found.id, [...(picks.get(found.id) ?? []), choiceIds]);
      found.myAnswer = mine;
      found.answersCount += 1;
      return ok({
        questionId: found.id,
        answersCount: found.answersCount,
        createdAt: at,
        updatedAt: at,
        ...(mine.text !== undefined ? { answer: mine.text } : {}),
        ...(choiceIds ? { choiceIds } : {}),
        ...(mine.correct !== undefined ? { correct: mine.correct, rightChoiceIds: mine.rightChoiceIds } : {}),
      });
    },
    "GET /api/patient/communityQuestions/:id/answers": ({ params }) => {
      if (options.failReads) return fail(options.failReads.status, options.failReads.code);
      const found = find(params.id);
      if (!found) return fail(404, "NOT_FOUND");
      if (found.type === "open") {
        return ok({ items: others.map((text, i) => ({ id: `a${i}`, text, createdAt: at })), results: [] });
      }
      const earlier = found.choices.map((choice, i) => (i === 0 ? [choice.id] : []));
      return ok({
        items: [],
        results: tallyResults(found.choices, [...earlier, ...(picks.get(found.id) ?? [])]),
      });
    },
    "POST /api/patient/communityQuestions/:id/like": ({ params }) => {
      if (options.failWrites) return fail(options.failWrites.status, options.failWrites.code);
      const found = find(params.id);
      if (!found) return fail(404, "NOT_FOUND");
      if (found.liked) return fail(409, "ALREADY_LIKED");
      found.liked = true;
      found.likes += 1;
      return ok(found);
    },
    "POST /api/patient/communityQuestions": ({ body }) => {
      if (options.failWrites) return fail(options.failWrites.status, options.failWrites.code);
      const asked = question({
        id: `asked-${questions.size}`,
        text: body.question,
        type: body.type,
        status: "toCheck",
        groupName: body.groupName,
        answersCount: 0,
        choices: (body.options ?? []).map((option, i) => ({ id: `o${i + 1}`, label: option.text })),
      });
      questions.set(asked.id, asked);
      const { myAnswer: _none, ...summary } = asked;
      return ok(summary, 201);
    },
    "GET /api/patient/communityQuestions": ({ query }) => {
      if (options.failReads) return fail(options.failReads.status, options.failReads.code);
      const status = query.get("status");
      const page = Number(query.get("nextToken") ?? 0);
      const items = [...questions.values()]
        .filter((q) => (status === "moderated" ? q.status === "moderated" : q.status !== "moderated"))
        .map((q) => ({
          ...q,
          text: page > 0 ? `${q.text} (page ${page + 1})` : q.text,
          id: `${q.id}${page > 0 ? `-${page}` : ""}`,
        }));
      const more = page + 1 < (options.pages ?? 1);
      return ok({ items, nextToken: more ? String(page + 1) : null });
    },
    "POST /api/patient/dailyQuestions/reward": () => {
      if (options.failWrites) return fail(options.failWrites.status, options.failWrites.code);
      const all = [...questions.values()].every((q) => q.myAnswer);
      if (!all) return fail(409, "NOT_ALL_DONE");
      const paid = !rewardPaid;
      rewardPaid = true;
      return ok({ reward: 20, paid, balance: 420 });
    },
  };
}

/** The same questions, all answered already. */
export const answeredQuestions: CommunityQuestionSummary[] = questionsOfEachKind.map((q) => ({
  ...q,
  myAnswer: q.type === "open" ? { text: "Tea" } : { choiceIds: [q.choices[0]!.id] },
}));

/** The questions as the vote list holds them: moderated, one liked already. */
export const moderatedQuestions: CommunityQuestionSummary[] = questionsOfEachKind.map((q, i) => ({
  ...q,
  status: "moderated",
  groupName: "community_all_en",
  likes: 4 - i,
  liked: i === 0,
}));
