/**
 * The AI assistant (docs/features/assistant.md): the OUTCHIIA consent, the tokens (10 free a month,
 * then bought ASSISTANT_TOKEN powers, no limit with a valid link to the assistant's author) and the
 * conversation. A message spends its token and is saved in one transaction, under a lock of the
 * patient's metadata row, so concurrent messages never spend more tokens than there are; when the
 * provider fails, the token is given back and the patient's message stays in the history.
 */
import crypto from "node:crypto";
import type { Knex } from "knex";
import type {
  AssistantMessage,
  AssistantReply,
  AssistantVariables,
  AssistantView,
} from "../../../card-schemas";
import { assistantTopic, assistantVariables } from "../../../engine/assistant/assistantSummary";
import { isAuthorLinkValid } from "../../../engine/authors";
import {
  afterSpending,
  ASSISTANT_AUTHOR_ID,
  ASSISTANT_CONSENT_ID,
  ASSISTANT_TOKEN_POWER,
  assistantMonth,
  FREE_ASSISTANT_TOKENS,
  freeTokensLeft,
  tokenToSpend,
  type TokenBalance,
  type TokenSpend,
} from "../../../engine/assistant/assistantTokens";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { Db } from "../../platform/db/connection";
import { Consent, type User } from "../../platform/db/models";
import { inTransaction } from "../../platform/db/transaction";
import { Conflict } from "../../core/errors";
import { assistantSummary } from "./assistantContext";
import { assistantProvider, type AssistantProvider } from "./assistantProvider";
import { grantItem, powerQuantity, usePower } from "../../core/inventory";

/** Messages of the history the page shows. */
export const HISTORY_LENGTH = 100;
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

type Queryable = Db | Knex.Transaction;

interface MessageRow {
  id: string;
  fromUser: boolean;
  message: string;
  builtIn: boolean;
  datetime: Date | string;
  /** jsonb: read back as an object. */
  variables: AssistantVariables | null;
}

function presentMessage(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    fromUser: row.fromUser,
    datetime: new Date(row.datetime).toISOString(),
    message: row.message,
    builtIn: row.builtIn,
    ...(row.variables ? { variables: row.variables } : {}),
  };
}

/** The patient's day and month now, in their time zone. */
function todayOf(deps: AppDeps, user: User): { today: string; month: string } {
  const today = localDay(deps.now(), user.timeZone);
  return { today, month: assistantMonth(today) };
}

async function hasConsent(db: Queryable, user: User): Promise<boolean> {
  const row = await db("consents")
    .where({ id: Consent.idFor(user.id, ASSISTANT_CONSENT_ID) })
    .first("id");
  return row !== undefined;
}

async function isUnlimited(db: Queryable, user: User, today: string): Promise<boolean> {
  const link = await db("authorLinks")
    .where({ patientusersId: user.id, autorId: ASSISTANT_AUTHOR_ID })
    .first("status", "end");
  return isAuthorLinkValid(
    link && { status: String(link.status), end: String(link.end).slice(0, 10) },
    today,
  );
}

/** The patient's tokens in `month`; `lock` holds their metadata row until the transaction ends. */
async function tokenBalance(
  db: Queryable,
  user: User,
  today: string,
  month: string,
  lock = false,
): Promise<TokenBalance> {
  const query = db("userMetadata").where({ patientusersId: user.id });
  const row = (await (lock ? query.forUpdate() : query).first("assistantMonth", "assistantTokens")) as
    { assistantMonth: string | null; assistantTokens: number } | undefined;
  const [boughtTokens, unlimited] = await Promise.all([
    powerQuantity(db, user.id, ASSISTANT_TOKEN_POWER),
    isUnlimited(db, user, today),
  ]);
  return {
    freeTokens: freeTokensLeft(
      { month: row?.assistantMonth ?? null, tokens: row?.assistantTokens ?? FREE_ASSISTANT_TOKENS },
      month,
    ),
    boughtTokens,
    unlimited,
  };
}

async function history(db: Queryable, user: User, limit: number): Promise<AssistantMessage[]> {
  const rows = (await db("assistantMessages")
    .where({ patientusersId: user.id })
    .orderBy("seq", "desc")
    .limit(limit)
    .select("id", "fromUser", "message", "builtIn", "datetime", "variables")) as MessageRow[];
  return rows.reverse().map(presentMessage);
}

/** GET /api/patient/assistant: consent, tokens and history. */
export async function assistantView(deps: AppDeps, user: User): Promise<AssistantView> {
  const { today, month } = todayOf(deps, user);
  const [consented, balance, messages] = await Promise.all([
    hasConsent(deps.db, user),
    tokenBalance(deps.db, user, today, month),
    history(deps.db, user, HISTORY_LENGTH),
  ]);
  return { consented, month, ...balance, history: messages };
}

/** POST /api/patient/assistant/consent: gives the OUTCHIIA consent (once given, it stays). */
export async function giveAssistantConsent(deps: AppDeps, user: User): Promise<AssistantView> {
  await deps
    .db("consents")
    .insert({
      id: Consent.idFor(user.id, ASSISTANT_CONSENT_ID),
      patientusersId: user.id,
      consentId: ASSISTANT_CONSENT_ID,
    })
    .onConflict("id")
    .ignore();
  return assistantView(deps, user);
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
      patientusersId: user.id,
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
  return inTransaction(deps.db, async (trx) => {
    if (!(await hasConsent(trx, user))) throw new ConsentRequired();
    await trx("userMetadata").insert({ patientusersId: user.id }).onConflict("patientusersId").ignore();
    const balance = await tokenBalance(trx, user, today, month, true);
    const spend = tokenToSpend(balance);
    if (!spend) throw new NoMoreToken();
    if (spend === "FREE") {
      await trx("userMetadata")
        .where({ patientusersId: user.id })
        .update({ assistantMonth: month, assistantTokens: afterSpending(balance, spend).freeTokens });
    } else if (spend === "BOUGHT") {
      await usePower(trx, user.id, ASSISTANT_TOKEN_POWER, 1);
    }
    await insertMessage(trx, deps, user, true, message, false);
    return spend;
  });
}

/** Gives back the token of a message the provider could not answer. */
async function refund(deps: AppDeps, user: User, spend: TokenSpend, month: string): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    if (spend === "FREE") {
      // A month that changed meanwhile already starts again at 10: nothing to give back.
      await trx("userMetadata")
        .where({ patientusersId: user.id, assistantMonth: month })
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
  const saved = await inTransaction(deps.db, (trx) =>
    insertMessage(trx, deps, user, false, answer, provider.builtIn, variables),
  );
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
