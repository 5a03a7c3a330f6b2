import { route } from "../../platform/http/route";
import { otherAnswers } from "./otherAnswers";
import { askQuestion } from "./askQuestion";
import { likeQuestion } from "./likeQuestion";
import { listQuestions } from "./listQuestions";
import { questionForPatient } from "./questionForPatient";
import { dailyQuestions } from "./dailyQuestions";
import { payDailyReward } from "./payDailyReward";

/** Community questions patients ask and vote on, and the daily swipe list (docs/features/community.md). */
export const communityQuestionRoutes = [
  route({
    call: "POST /api/patient/communityQuestions",
    policy: "patient",
    tag: "community",
    status: 201,
    summary:
      "Asks a community a question: `question` longer than 5 characters, `groupName` `community_{name}_{language}`, `type` open, selectOne, selectMultiple or quiz, `options` (2 to 10, none empty; quiz options with `rightAnswer`, one at least) for the choice types. It waits for moderation (`toCheck`); validated, it joins the vote list and pays its writer 100.",
    async handler({ user, body, deps }) {
      return askQuestion(deps.db, user, body);
    },
  }),

  route({
    call: "GET /api/patient/communityQuestions",
    policy: "patient",
    tag: "community",
    summary:
      "A community's questions: `status=moderated` the vote list (most liked first, up to 1000 at once), `status=previous` the questions asked (previous and current, newest first, 20 a page; the community `all` with the product's own questions). `{ items, nextToken }`.",
    async handler({ user, query, deps }) {
      return listQuestions(deps.db, user, query, deps.now());
    },
  }),

  route({
    call: "GET /api/patient/communityQuestions/:id",
    policy: "patient",
    tag: "community",
    summary:
      "One question with its likes, whether the reader liked it, its answers count and the reader's own answer (a quiz's verdict and right options once answered). 404 for a question waiting for moderation or refused, except to its writer.",
    async handler({ user, params, deps }) {
      return questionForPatient(deps.db, user, params.id);
    },
  }),

  route({
    call: "POST /api/patient/communityQuestions/:id/like",
    policy: "patient",
    tag: "community",
    summary:
      "Likes a question (thumb up), once: the question with its likes; a second like is 409 ALREADY_LIKED.",
    async handler({ user, params, deps }) {
      return likeQuestion(deps.db, user, params.id);
    },
  }),

  route({
    call: "GET /api/patient/communityQuestions/:id/answers",
    policy: "patient",
    tag: "community",
    summary:
      "What the others answered: their open answers (newest first, 40 by default) in `items`, and for a choice question how many picked each option in `results`.",
    async handler({ user, params, query, deps }) {
      return otherAnswers(deps.db, user.id, params.id, query.limit);
    },
  }),

  route({
    call: "GET /api/patient/dailyQuestions",
    policy: "patient",
    tag: "community",
    summary:
      "The daily swipe list: the current questions, then the previous ones, each with the reader's answer, and the all-done reward with whether it was paid for this list. Once a day each community's most liked moderated question becomes its current one, the one before it previous.",
    async handler({ user, deps }) {
      return dailyQuestions(deps.db, user, deps.now());
    },
  }),

  route({
    call: "POST /api/patient/dailyQuestions/reward",
    policy: "patient",
    tag: "community",
    summary:
      "Pays the all-done reward through the ledger, once per list: 409 NOT_ALL_DONE while a question is unanswered; a retry pays nothing and answers `paid: false`.",
    async handler({ user, deps }) {
      return payDailyReward(deps.db, user);
    },
  }),
];
