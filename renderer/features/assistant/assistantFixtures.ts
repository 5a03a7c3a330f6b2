import type { AssistantMessage, AssistantView } from "../../../card-schemas";
import { ASSISTANT_AUTHOR_ID } from "../../../engine/assistant/assistantTokens";
import { authorPrice } from "../programs/endOfStudyFixtures";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

export const assistantHistory: AssistantMessage[] = [
  {
    id: "m1",
    fromUser: true,
    datetime: "2026-11-26T09:00:00.000Z",
    message: "How have my symptoms evolved?",
    builtIn: false,
  },
  {
    id: "m2",
    fromUser: false,
    datetime: "2026-11-26T09:00:01.000Z",
    message:
      "I am Outchi's built-in assistant: no AI service is connected, so I answer from your own data.\n\nYour symptoms over the last 30 days: Migraine: 4 check-ins, average intensity 2.5/5.",
    builtIn: true,
  },
  {
    id: "m3",
    fromUser: true,
    datetime: "2026-11-26T09:01:00.000Z",
    message: "Where am I in my programs?",
    builtIn: false,
  },
  {
    id: "m4",
    fromUser: false,
    datetime: "2026-11-26T09:01:01.000Z",
    message: "Your programs: Discover the app, day 2 of 7.",
    builtIn: true,
    variables: { studyId: "tour" },
  },
];

export const assistantView: AssistantView = {
  consented: true,
  month: "2026-11",
  freeTokens: 9,
  boughtTokens: 2,
  unlimited: false,
  history: assistantHistory,
};

/**
 * The assistant's calls, answered as the server would: `send` chooses how messages answer; each
 * successful one spends a free token, then a bought one, then answers NO_MORE_TOKEN.
 */
export function assistantServer(
  options: { view?: Partial<AssistantView>; send?: "ok" | "unavailable" | "error" } = {},
): MockRoutes {
  let view: AssistantView = { ...assistantView, ...options.view };
  let next = 100;
  const reply = (text: string, fromUser: boolean): AssistantMessage => ({
    id: `m${next++}`,
    fromUser,
    datetime: "2026-11-26T10:00:00.000Z",
    message: text,
    builtIn: !fromUser,
  });
  return {
    "GET /api/patient/assistant": () => ok(view),
    "POST /api/patient/assistant/consent": () => {
      view = { ...view, consented: true };
      return ok(view);
    },
    "POST /api/patient/assistant/messages": ({ body }) => {
      if (!view.consented) return fail(409, "CONSENT_REQUIRED", "Give the assistant consent first");
      if (options.send === "unavailable")
        return fail(503, "ASSISTANT_UNAVAILABLE", "The assistant cannot be reached");
      if (options.send === "error") return fail(500, "INTERNAL_ERROR", "Something went wrong");
      if (!view.unlimited) {
        if (view.freeTokens > 0) view = { ...view, freeTokens: view.freeTokens - 1 };
        else if (view.boughtTokens > 0) view = { ...view, boughtTokens: view.boughtTokens - 1 };
        else return fail(409, "NO_MORE_TOKEN", "No assistant token left");
      }
      const answer = reply(`Built-in answer to: ${body.message}`, false);
      view = { ...view, history: [...view.history, reply(body.message, true), answer] };
      return ok({
        message: answer,
        userMetadata: {
          outchiIAMonth: view.month,
          outchiIAToken: view.freeTokens,
          outchiIATokenBought: view.boughtTokens,
          unlimited: view.unlimited,
        },
      });
    },
    "GET /api/patient/autors/:autorId/price": () =>
      ok({ ...authorPrice, autorId: ASSISTANT_AUTHOR_ID, name: "OutchiIA", balance: 3000 }),
    "POST /api/patient/autors/:autorId/subscribe": () => {
      view = { ...view, unlimited: true };
      return ok({
        id: `user-1_${ASSISTANT_AUTHOR_ID}`,
        autorId: ASSISTANT_AUTHOR_ID,
        status: "VALIDATED",
        end: "2027-02-26",
        payed: true,
        valid: true,
        price: 1375,
        months: 3,
      });
    },
  };
}
