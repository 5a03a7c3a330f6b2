import { describe, expect, it } from "vitest";
import type { AssistantSummary } from "../../../engine/assistant/assistantSummary";
import { readConfig } from "../../config";
import { assistantProvider, AssistantUnavailable } from "./assistantProvider";

const summary: AssistantSummary = {
  today: "2026-11-26",
  goals: [],
  programs: [{ id: "better-sleep", title: "Better sleep", status: "INPROGRESS", counter: 3, duration: 21 }],
  symptoms: [],
  questionnaires: [{ title: "Mood check", score: 2, date: "2026-11-20" }],
};
const question = { question: "Where am I in my programs?", summary, language: "fr" as const, history: [] };

function configured(apiKey?: string) {
  return {
    ...readConfig({}),
    assistant: { url: "http://assistant.test", model: "m", apiKey, timeoutMs: 1000 },
  };
}

function fakeFetch(answer: () => Response, seen: { url?: string; init?: RequestInit }[] = []): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init });
    return answer();
  }) as typeof fetch;
}

describe("the built-in assistant", () => {
  it("answers the example topics in the patient's language and says it is the built-in one", async () => {
    const provider = assistantProvider(readConfig({}));
    expect(provider.builtIn).toBe(true);
    const answer = await provider.answer(question);
    expect(answer).toContain("Je suis l'assistant intégré d'Outchi");
    expect(answer).toContain("Vos programmes : Better sleep, jour 3 sur 21.");
    const psy = await provider.answer({ ...question, question: "I feel stressed", language: "en" });
    expect(psy).toContain("Your latest questionnaire scores: Mood check: 2 (2026-11-20).");
  });
});

describe("the OpenAI-compatible provider", () => {
  it("posts the system prompt with the summary, the bearer key, and reads the first choice", async () => {
    const seen: { url?: string; init?: RequestInit }[] = [];
    const provider = assistantProvider(
      configured("secret-key"),
      fakeFetch(() => Response.json({ choices: [{ message: { content: " Bonjour " } }] }), seen),
    );
    expect(provider.builtIn).toBe(false);
    expect(await provider.answer(question)).toBe("Bonjour");
    expect(seen[0]?.url).toBe("http://assistant.test/v1/chat/completions");
    expect((seen[0]?.init?.headers as Record<string, string>).Authorization).toBe("Bearer secret-key");
    const body = JSON.parse(String(seen[0]?.init?.body));
    expect(body.model).toBe("m");
    expect(body.messages[0].content).toContain("Answer in French");
    expect(body.messages[0].content).toContain("Programs: Better sleep (INPROGRESS, day 3 of 21).");
  });

  it("is unavailable on an error status, a body without content or a network failure", async () => {
    const cases: (() => Response)[] = [
      () => new Response("{}", { status: 500 }),
      () => Response.json({ choices: [] }),
      () => new Response("not json", { status: 200 }),
      () => {
        throw new TypeError("fetch failed");
      },
    ];
    for (const answer of cases) {
      const provider = assistantProvider(configured(), fakeFetch(answer));
      await expect(provider.answer(question)).rejects.toBeInstanceOf(AssistantUnavailable);
    }
  });
});

describe("readConfig", () => {
  it("reads ASSISTANT_URL and its companions, refusing a bad timeout", () => {
    expect(readConfig({}).assistant).toBeUndefined();
    expect(readConfig({ ASSISTANT_URL: "http://ai.local:8080/" }).assistant).toEqual({
      url: "http://ai.local:8080",
      model: "default",
      apiKey: undefined,
      timeoutMs: 20_000,
    });
    expect(() => readConfig({ ASSISTANT_URL: "http://ai.local", ASSISTANT_TIMEOUT_MS: "soon" })).toThrow(
      /ASSISTANT_TIMEOUT_MS/,
    );
    expect(() => readConfig({ ASSISTANT_URL: "ftp://ai.local" })).toThrow(/ASSISTANT_URL/);
  });
});
