/**
 * Who answers the assistant's messages: an OpenAI-compatible chat endpoint when ASSISTANT_URL is
 * set (`POST {ASSISTANT_URL}/v1/chat/completions`), which receives the patient's own summary and
 * their recent conversation; otherwise the built-in assistant. A slow or failing endpoint is an
 * AssistantUnavailable error (503), so the caller can give the token back.
 */
import type { Language } from "../../../card-schemas";
import { summaryText, type AssistantSummary } from "../../../engine/assistant/assistantSummary";
import type { Config } from "../../config";
import { ServiceUnavailable } from "../../core/errors";
import { builtInAnswer } from "./builtInAssistant";
import { builtInAuthorSummary } from "./builtInAuthorSummary";

export interface AssistantQuestion {
  question: string;
  /** The asking patient's data, and nobody else's. */
  summary: AssistantSummary;
  language: Language;
  /** The patient's latest exchanges with the assistant, oldest first. */
  history: { fromUser: boolean; message: string }[];
}

export interface AssistantProvider {
  /** True for the built-in assistant. */
  readonly builtIn: boolean;
  answer(question: AssistantQuestion): Promise<string>;
  /** A summary of a patient's data for their author (GET /api/pro/{proId}/user/{userId}/outchiIAHelp/). */
  summarizeForAuthor(request: { summary: AssistantSummary; language: Language }): Promise<string>;
}

/** The provider failed, took too long or sent nothing usable: the patient keeps the token. */
export class AssistantUnavailable extends ServiceUnavailable {
  constructor(message: string) {
    super(message, "ASSISTANT_UNAVAILABLE");
  }
}

const LANGUAGE_NAMES: Record<Language, string> = {
  fr: "French",
  en: "English",
  it: "Italian",
  es: "Spanish",
};

/** The instructions sent first: who the assistant is, its limits, and the patient's data. */
export function systemPrompt(summary: AssistantSummary, language: Language): string {
  return [
    "You are OutchiIA, the wellbeing assistant of the Outchi health app.",
    `Answer in ${LANGUAGE_NAMES[language]}, briefly and kindly, using only the patient's data below when it is relevant.`,
    "You do not diagnose or prescribe; suggest seeing a health professional when a question calls for one, and the local emergency number in an emergency.",
    "The patient's data:",
    summaryText(summary),
  ].join("\n");
}

const builtIn: AssistantProvider = {
  builtIn: true,
  async answer({ question, summary, language }) {
    return builtInAnswer(question, summary, language);
  },
  async summarizeForAuthor({ summary, language }) {
    return builtInAuthorSummary(summary, language);
  },
};

/** One chat completion of the configured endpoint; AssistantUnavailable when it fails or answers nothing. */
async function chatCompletion(
  settings: NonNullable<Config["assistant"]>,
  fetchImpl: typeof fetch,
  messages: { role: string; content: string }[],
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(`${settings.url}/v1/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (err) {
    const timedOut = err instanceof Error && err.name === "TimeoutError";
    throw new AssistantUnavailable(
      timedOut
        ? "The assistant took too long to answer; your token was kept, try again"
        : "The assistant cannot be reached; your token was kept, try again",
    );
  }
  const payload: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  const content = (payload as { choices?: { message?: { content?: unknown } }[] } | undefined)?.choices?.[0]
    ?.message?.content;
  if (typeof content !== "string" || content.trim() === "") {
    throw new AssistantUnavailable("The assistant could not answer; your token was kept, try again");
  }
  return content.trim();
}

/** The instructions of a summary for the patient's author: the same data, for a professional reader. */
export function authorSummaryPrompt(summary: AssistantSummary, language: Language): string {
  return [
    "You are OutchiIA, the assistant of the Outchi health app, writing for a coach who follows this patient.",
    `In ${LANGUAGE_NAMES[language]}, summarize the patient's recent data below in a few short sentences: trends, goals, programs, anything worth a word with the patient.`,
    "Do not diagnose or prescribe; use only the data below.",
    "The patient's data:",
    summaryText(summary),
  ].join("\n");
}

function openAiCompatible(
  settings: NonNullable<Config["assistant"]>,
  fetchImpl: typeof fetch,
): AssistantProvider {
  return {
    builtIn: false,
    async answer({ question, summary, language, history }) {
      return chatCompletion(settings, fetchImpl, [
        { role: "system", content: systemPrompt(summary, language) },
        ...history.map((m) => ({ role: m.fromUser ? "user" : "assistant", content: m.message })),
        { role: "user", content: question },
      ]);
    },
    async summarizeForAuthor({ summary, language }) {
      return chatCompletion(settings, fetchImpl, [
        { role: "system", content: authorSummaryPrompt(summary, language) },
        { role: "user", content: "Summary, please." },
      ]);
    },
  };
}

/** The configured endpoint, or the built-in assistant without one. */
export function assistantProvider(config: Config, fetchImpl: typeof fetch = fetch): AssistantProvider {
  return config.assistant ? openAiCompatible(config.assistant, fetchImpl) : builtIn;
}
