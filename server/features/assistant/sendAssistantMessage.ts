/**
 * A patient asks the assistant (docs/features/assistant.md): the message spends its token and is saved in
 * one transaction, under a lock of the patient's metadata row, so concurrent messages never spend more
 * tokens than there are; when the provider fails, the token is given back and the patient's message
 * stays in the history.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type { AssistantReply, AssistantVariables } from "../../../card-schemas";
import { assistantTopic, assistantVariables } from "../../../engine/assistant/assistantSummary";
import {
  afterSpending,
  ASSISTANT_TOKEN_POWER,
  FREE_ASSISTANT_TOKENS,
  tokenToSpend,
  type TokenSpend,
} from "../../../engine/assistant/assistantTokens";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { grantItem, usePower } from "../../core/inventory";
import { runUseCase } from "../../core/useCase";
import { hasConsent } from "./assistantConsent";
import { assistantSummary } from "./assistantContext";
import { todayOf } from "./assistantDay";
import { history } from "./assistantHistory";
import type { MessageRow } from "./assistantMessageRows";
import { assistantProvider, type AssistantProvider } from "./assistantProvider";
import { presentMessage } from "./present";
import { tokenBalance } from "./tokenBalance";

/** Earlier messages sent to the outside AI service with a new question. */
export const PROMPT_HISTORY_LENGTH = 6;

export class ConsentRequired extends Conflict {
  constructor() {
    super("CONSENT_REQUIRED", "Give the assistant consent first");
  }
}

export class NoMoreToken extends Conflict {
  constructor() {
    super("NO_MORE_TOKEN", "No assistant token left this month: buy tokens or subscribe to the assistant");
  }
}

async function insertMessage(
  trx: Knex.Transaction,
  deps: AppDeps,
  user: User,
  fromUser: boolean,
  message: string,
  builtIn: boolean,
  variables: AssistantVariables | null = null,
): Promise<MessageRow> {
  const [row] = (await trx("assistantMessages")
    .insert({
      id: crypto.randomUUID(),
      userId: user.id,
      fromUser,
      message,
      builtIn,
      datetime: deps.now(),
      variables: variables === null ? null : JSON.stringify(variables),
    })
    .returning(["id", "fromUser", "message", "builtIn", "datetime", "variables"])) as MessageRow[];
  return row as MessageRow;
}

/** Spends the message's token and saves the message; 409 CONSENT_REQUIRED or NO_MORE_TOKEN. */
async function spendAndSave(
  deps: AppDeps,
  user: User,
  message: string,
  today: string,
  month: string,
): Promise<TokenSpend> {
  return runUseCase(deps.db, {
    load: async (trx) => {
      if (!(await hasConsent(trx, user))) throw new ConsentRequired();
      // The metadata row is made first, so that there is a row to lock.
      await trx("userMetadata").insert({ userId: user.id }).onConflict("userId").ignore();
      return tokenBalance(trx, user, today, month, true);
    },
    decide: (balance) => {
      const spend = tokenToSpend(balance);
      if (!spend) throw new NoMoreToken();
      return spend;
    },
    write: async (trx, spend, balance) => {
      if (spend === "FREE") {
        await trx("userMetadata")
          .where({ userId: user.id })
          .update({ assistantMonth: month, assistantTokens: afterSpending(balance, spend).freeTokens });
      } else if (spend === "BOUGHT") {
        await usePower(trx, user.id, ASSISTANT_TOKEN_POWER, 1);
      }
      await insertMessage(trx, deps, user, true, message, false);
      return spend;
    },
  });
}

/** Gives back the token of a message the provider could not answer. */
async function refund(deps: AppDeps, user: User, spend: TokenSpend, month: string): Promise<void> {
  await runUseCase(deps.db, {
    load: async () => undefined,
    write: async (trx) => {
      if (spend === "FREE") {
        // A month that changed meanwhile already starts again at 10: nothing to give back.
        await trx("userMetadata")
          .where({ userId: user.id, assistantMonth: month })
          .andWhere("assistantTokens", "<", FREE_ASSISTANT_TOKENS)
          .increment("assistantTokens", 1);
      } else if (spend === "BOUGHT") {
        await grantItem(trx, user.id, {
          kind: "POWER",
          itemId: ASSISTANT_TOKEN_POWER,
          quantity: 1,
          source: "ASSISTANT_REFUND",
        });
      }
    },
  });
}

/**
 * POST /api/patient/assistant/messages: spends a token, asks the provider with the patient's own
 * summary, saves the answer and returns it with the tokens left.
 */
export async function sendAssistantMessage(
  deps: AppDeps,
  user: User,
  message: string,
  provider: AssistantProvider = assistantProvider(deps.config),
): Promise<AssistantReply> {
  const { today, month } = todayOf(deps, user);
  const earlier = await history(deps.db, user, PROMPT_HISTORY_LENGTH);
  const spend = await spendAndSave(deps, user, message, today, month);
  let answer: string;
  let variables: AssistantVariables | null;
  try {
    const summary = await assistantSummary(deps, user, today);
    // What the answer points to: the program or the goal the question is about.
    variables = assistantVariables(assistantTopic(message), summary);
    answer = await provider.answer({
      question: message,
      summary,
      language: user.language,
      history: earlier.map(({ fromUser, message: text }) => ({ fromUser, message: text })),
    });
  } catch (err) {
    await refund(deps, user, spend, month);
    throw err;
  }
  const saved = await runUseCase(deps.db, {
    load: async () => undefined,
    write: (trx) => insertMessage(trx, deps, user, false, answer, provider.builtIn, variables),
  });
  const balance = await tokenBalance(deps.db, user, today, month);
  return {
    message: presentMessage(saved),
    userMetadata: {
      outchiIAMonth: month,
      outchiIAToken: balance.freeTokens,
      outchiIATokenBought: balance.boughtTokens,
      unlimited: balance.unlimited,
    },
  };
}
