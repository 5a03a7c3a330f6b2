import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { IncomingCard } from "../../../cards/types";
import { endStudyCard, endStudyServer, runningFollowUp, unsuccessfulFollowUp } from "../endOfStudyFixtures";
import { mockApi } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { CardView } from "../../../cards/CardView";
import { onReportedError } from "../../../app/errors/reportError";

async function renderCard(options: Parameters<typeof endStudyServer>[0] = {}, params?: unknown) {
  const { api, calls } = mockApi(endStudyServer(options));
  const complete = vi.fn();
  const card = params ? { ...endStudyCard, task: { type: "END_STUDY", params } } : endStudyCard;
  await renderWithProviders(<CardView card={card as IncomingCard} complete={complete} />, { api });
  return { complete, calls };
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));

describe("EndStudyTask", () => {
  it("walks synthesis, intro, two analytic steps (no correlation) and the final step", async () => {
    await renderCard();
    expect(screen.getByText("Seven days of small steps: you tried every kind of card.")).toBeTruthy();
    expect(screen.getByTestId("end-study-step").textContent).toBe("Step 1 of 5");
    next();
    expect(screen.getByRole("heading", { name: "Your analysis" })).toBeTruthy();
    next();
    expect(await screen.findByText("90%")).toBeTruthy();
    next();
    expect(screen.getByText("42 participants")).toBeTruthy();
    next();
    expect(await screen.findByText("120 rewards won")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("skips the intro when the study has only correlation analytics", async () => {
    await renderCard({}, { studyId: "tour", analytics: ["correlation"] });
    next();
    expect(screen.getByTestId("end-study-step").textContent).toBe("Step 3 of 3");
    expect(await screen.findByRole("button", { name: "Check my reward" })).toBeTruthy();
  });

  it("checks the reward of a successful study, then completes with done true", async () => {
    const { complete, calls } = await renderCard({}, { studyId: "tour" });
    next();
    fireEvent.click(await screen.findByRole("button", { name: "Check my reward" }));
    expect(await screen.findByText("50 bonus rewards credited")).toBeTruthy();
    expect(
      calls.some((c) => c.method === "POST" && c.path === "/api/patient/study/validate/user-1_tour"),
    ).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { step: 2, success: true } });
  });

  it("shows the summary instead when the study is not a success", async () => {
    await renderCard({ followUp: unsuccessfulFollowUp }, { studyId: "tour", summary: "See you soon." });
    next();
    expect(await screen.findByTestId("end-study-summary")).toBeTruthy();
    expect(screen.getByText("See you soon.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check my reward" })).toBeNull();
  });

  it("says when a running program ends, with no goal reached nor reward to check before then", async () => {
    const { complete, calls } = await renderCard({ followUp: runningFollowUp }, { studyId: "tour" });
    next();
    expect((await screen.findByTestId("end-study-not-over")).textContent).toBe(
      "This program runs until March 7, 2026. Come back on that day to see whether you reached its goal and to check your reward.",
    );
    expect(screen.queryByText("Well done: you reached the goal of this program.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Check my reward" })).toBeNull();
    expect(screen.queryByTestId("end-study-summary")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { step: 2, success: false } });
    expect(calls.some((c) => c.path.startsWith("/api/patient/study/validate/"))).toBe(false);
  });

  it("restart returns to step 0", async () => {
    await renderCard();
    next();
    next();
    fireEvent.click(screen.getByRole("button", { name: "Start again" }));
    expect(screen.getByTestId("end-study-step").textContent).toBe("Step 1 of 5");
  });

  it("shows the error when the follow-up cannot be read, and can still be finished", async () => {
    const { complete } = await renderCard({ followUp: "error" }, { studyId: "tour" });
    next();
    await waitFor(() => expect(screen.getByRole("alert")).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { step: 2, success: false } });
  });
});

describe("EndStudyTask validation errors", () => {
  it("logs a failed validation without showing it (docs/features/programs.md); an already validated study says so", async () => {
    const reported: unknown[] = [];
    const stop = onReportedError((error) => reported.push(error));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await renderCard({ validate: "error" }, { studyId: "tour" });
      next();
      fireEvent.click(await screen.findByRole("button", { name: "Check my reward" }));
      expect(await screen.findByText("Program validated.")).toBeTruthy();
      expect(reported).toHaveLength(1);
      expect(screen.queryByRole("alert")).toBeNull();
    } finally {
      stop();
      consoleError.mockRestore();
    }
  });
});
