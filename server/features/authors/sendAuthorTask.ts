/**
 * A pro sends a task as their author (docs/features/authors.md `POST /tasks`): an AUTOR_TASK card in
 * every linked patient's deck, once per client key.
 */
import type { Knex } from "knex";
import type { FieldProblem, ProTaskBody, ProTaskSent } from "../../../card-schemas";
import { isLive } from "../../../engine/programs";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict, ValidationError } from "../../core/errors";
import { authorTaskFunding, CARD_REWARD_LIMIT, realValueBalance } from "../../../engine/rewards";
import { checkCard, sample } from "./authorPostCards";
import { readAuthor } from "./postingAuthor";
import { refuseForeignMedia } from "./refuseForeignMedia";
import { linkedPatients, sendToLinkedPatients } from "./sendToLinkedPatients";
import { runUseCase } from "../../core/useCase";

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
 * 409 NOT_ENOUGH_REWARDS: the task promises more than the platform pays for a card, and the
 * author's account cannot pay the rest to every linked patient (docs/features/rewards.md).
 */
class AuthorCannotFund extends Conflict {
  constructor(needed: number, balance: number, patients: number) {
    super(
      "NOT_ENOUGH_REWARDS",
      `These rewards need ${needed} from the author's account for ${patients} patients (past the ${CARD_REWARD_LIMIT} the platform pays for a card); it holds ${balance}`,
      [{ path: "/rewards", message: `at most ${CARD_REWARD_LIMIT} with the author's balance of ${balance}` }],
    );
  }
}

/** What the author's pro account may pay patients with: its balance less any authored part. */
async function fundingBalance(trx: Knex.Transaction, authorId: string): Promise<number> {
  const row = await trx("authors as a")
    .join("bankAccounts as b", "b.userId", "a.userId")
    .where("a.id", authorId)
    .first("b.amount", "b.authoredAmount");
  return row ? realValueBalance(Number(row.amount), Number(row.authoredAmount)) : 0;
}

/**
 * Sends an AUTOR_TASK card to every patient with a valid link to the author, once per client key
 * (the same body again answers the first answer; another body under the key 422).
 */
export async function sendAuthorTask(
  deps: AppDeps,
  pro: User,
  authorId: string,
  body: ProTaskBody,
): Promise<ProTaskSent> {
  refuseForeignMedia(body);
  const now = deps.now();
  await checkSuggestions(deps, body);
  const request = { userId: pro.id, key: body.key, route: `POST /api/pro/${authorId}/tasks`, body };
  return runUseCase(
    deps.db,
    {
      load: async (trx) => {
        const author = await readAuthor(trx, authorId);
        const patients = await linkedPatients(trx, authorId, now);
        return { author, patients, balance: await fundingBalance(trx, authorId) };
      },
      decide: ({ author, patients, balance }) => {
        const rewards = body.rewards ?? 0;
        const needed = authorTaskFunding(rewards, patients.length);
        if (needed > balance) throw new AuthorCannotFund(needed, balance, patients.length);
        const fields = {
          authorName: author.name,
          autorTask: body.autorTask,
          ...(body.title ? { title: body.title } : {}),
          ...(body.description ? { description: body.description } : {}),
        };
        checkCard(sample("AUTOR_TASK", author, now, rewards, fields), "/card");
        return { rewards, fields };
      },
      write: async (trx, { rewards, fields }, { author, patients }) => {
        const card = { type: "AUTOR_TASK", key: `AUTOR_TASK:${body.key}`, rewards, fields };
        const sent = await sendToLinkedPatients(trx, author, now, card, patients);
        return { sent };
      },
    },
    { idempotency: request },
  );
}
