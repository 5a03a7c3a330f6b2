import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
} from "@tanstack/react-router";
import { fullJournalDay, journalApi, questionnaireRecordsApi } from "./journalFixtures";
import { fail, mockApi, type MockRoutes } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
import { questionnaireApi, questionnaireRecord } from "./questionnaireFixtures";
import { allMessages } from "../../test/messages";
import { today } from "../../app/session/today";
import { QuestionnairePage } from "./QuestionnairePage";
import { SymptomPage } from "./SymptomPage";

async function renderAt(path: string, pattern: string, component: RouteComponent, routes: MockRoutes) {
  const { api } = mockApi(routes);
  const rootRoute = createRootRoute();
  const page = createRoute({ getParentRoute: () => rootRoute, path: pattern, component });
  const others = ["/app/patient/journal", "/app/patient/community/byName/$communityName"].map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, ...others]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await renderRouter(router, { api });
}

describe("SymptomPage", () => {
  const pattern = "/app/patient/ressources/symptom/$symptomId";

  it("names the symptom, says it is followed, lists its recent events and their average", async () => {
    const day = fullJournalDay(today());
    await renderAt(
      "/app/patient/ressources/symptom/MIGRAINE",
      pattern,
      SymptomPage,
      journalApi({ days: [day] }),
    );
    expect(await screen.findByRole("heading", { name: "Migraine", level: 1 })).toBeTruthy();
    expect(screen.getByTestId("symptom-followed").textContent).toBe("You follow this symptom every day.");
    expect(screen.getByText("Average intensity: 4 of 5")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Intensity 4 of 5" })).toBeTruthy();
    expect(screen.getByTestId("symptom-record").getAttribute("href")).toBe("/app/patient/journal");
  });

  it("says when the symptom was not recorded, and when it is not in the catalogue", async () => {
    await renderAt("/app/patient/ressources/symptom/ECZEMA", pattern, SymptomPage, journalApi());
    expect(await screen.findByText("Not recorded over these days.")).toBeTruthy();
    expect(screen.getByTestId("symptom-followed").textContent).toBe(
      "You do not follow this symptom every day.",
    );
  });

  it("says a symptom outside the catalogue is unknown", async () => {
    await renderAt("/app/patient/ressources/symptom/HICCUPS", pattern, SymptomPage, journalApi());
    expect(await screen.findByRole("heading", { name: "This symptom is not in our list." })).toBeTruthy();
  });
});

describe("QuestionnairePage", () => {
  const pattern = "/app/patient/ressources/questionnaire/$id";

  it("shows the questionnaire, its past scores, and opens its full-screen form", async () => {
    const routes = {
      ...questionnaireApi(),
      ...questionnaireRecordsApi([
        questionnaireRecord("mood-check", { enjoyment: "some-days", "low-mood": "every-day" }),
      ]),
    };
    await renderAt("/app/patient/ressources/questionnaire/mood-check", pattern, QuestionnairePage, routes);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("questionnaire-scores").querySelectorAll("li")).toHaveLength(1),
    );
    fireEvent.click(screen.getByTestId("questionnaire-open"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it("says when there is no score yet", async () => {
    const routes = { ...questionnaireApi(), ...questionnaireRecordsApi([]) };
    await renderAt("/app/patient/ressources/questionnaire/mood-check", pattern, QuestionnairePage, routes);
    expect(await screen.findByText("No score yet over these days.")).toBeTruthy();
  });

  it("leaves a disabled button when the questionnaire cannot be loaded (docs/features/tracking.md)", async () => {
    const routes: MockRoutes = {
      "GET /api/patient/questionnaires/:id": () => fail(404, "NOT_FOUND", "No such questionnaire"),
      ...questionnaireRecordsApi([]),
    };
    await renderAt("/app/patient/ressources/questionnaire/nope", pattern, QuestionnairePage, routes);
    const button = (await screen.findByTestId("questionnaire-error")) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(allMessages.en["task.questionnaire.loadError"]);
  });
});
