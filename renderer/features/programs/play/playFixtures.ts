/** A two-day draft to play, and a server for it, for the play-through's stories and tests. */
import type { EndStudyTaskParams, ProgramDraft, ProProgramAnswer, TaskCard } from "../../../../card-schemas";
import { taskCard } from "../../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../../test/mockApi";

const endStudy: EndStudyTaskParams & Record<string, unknown> = {
  studyId: "sleep",
  synthesis: "Two days of better evenings.",
  analytics: [],
};

/** Two cards on day 1, the end of study on day 2; French texts missing (the server refuses them). */
export const playedDraft: ProgramDraft = {
  id: "sleep",
  autorID: "author-1",
  studyDuration: 2,
  category: "followup",
  languages: ["en", "fr"],
  victoryConditions: { completionPercent: 50, bonusRewards: 20 },
  actionsJournal: [
    { day: 1, uniqueId: "welcome", rewards: 5, taskType: "DEFAULT", params: { body: "Welcome." } },
    { day: 1, uniqueId: "lights", rewards: 5, taskType: "DEFAULT", params: { body: "Dim the lights." } },
    { day: 2, uniqueId: "end", rewards: 0, taskType: "END_STUDY", params: endStudy },
  ],
  translations: {
    en: { title: "Better sleep", "actions.welcome.title": "Hello", "actions.lights.title": "Lights" },
    fr: { title: "Mieux dormir" },
  },
};

export const playedProgram: ProProgramAnswer = {
  draft: playedDraft,
  revision: 3,
  versions: [],
  status: "DRAFT",
};

/**
 * The program and its cards as the server previews them; in French, 400 as for an action missing
 * its French texts. `asked` records each card asked, as `uniqueId:language`.
 */
export function playServer(asked: string[] = []): MockRoutes {
  return {
    "GET /api/pro/:proId/program/:id": () => ok(playedProgram),
    "POST /api/pro/:proId/preview": ({ body }) => {
      const { card, language } = body as {
        card: { uniqueId: string; taskType: string; params: object };
        language: string;
      };
      asked.push(`${card.uniqueId}:${language}`);
      if (language === "fr")
        return fail(400, "VALIDATION_FAILED", "The card has no French title", [
          { path: "/title", message: "missing" },
        ]);
      return ok(
        taskCard(`play-${card.uniqueId}`, { type: card.taskType, params: card.params } as TaskCard["task"], {
          rewards: 5,
        }),
      );
    },
  };
}
