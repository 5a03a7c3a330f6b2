import { loadedComponent } from "../../../cards/lazyComponent";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { taskCard } from "../../../test/fixtures";
import { mockApi, ok } from "../../../test/mockApi";
import { fakeRewardStream } from "../rewardStreamFixtures";
import { RewardStreamContext } from "../rewardStream";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { Locale } from "../../../app/i18n/locales";
import { CardView } from "../../../cards/CardView";
import { taskComponents } from "../../../cards/registry";
import { CpxTask } from "./CpxTask";
import { callKey } from "../../../app/api/callKey";

const SURVEY_URL = "https://surveys.example.test/index.php?app_id=31337&ext_user_id=patient-1";

async function renderCpx(available: boolean, locale: Locale = "en") {
  const { api, calls } = mockApi({
    "GET /api/patient/cpx": () => ok(available ? { available: true, url: SURVEY_URL } : { available: false }),
  });
  const stream = fakeRewardStream();
  const complete = vi.fn();
  const result = await renderWithProviders(
    <RewardStreamContext.Provider value={stream.subscribe}>
      <CardView
        card={taskCard("card-cpx", { type: "CPX", params: { intro: "Earn rewards with a survey." } })}
        complete={complete}
      />
    </RewardStreamContext.Provider>,
    { api, locale },
  );
  await waitFor(() => expect(screen.queryByText(/^(Loading…|Chargement…)$/)).toBeNull());
  return { complete, stream, calls, ...result };
}

describe("CpxTask", () => {
  it("is what the registry renders for CPX", async () => {
    expect(await loadedComponent(taskComponents.CPX)).toBe(CpxTask);
  });

  it("embeds the provider's page and offers Done once a CPX reward arrives live", async () => {
    const { complete, stream, queryClient } = await renderCpx(true);
    const frame = screen.getByTitle("Paid surveys");
    expect(frame.getAttribute("src")).toBe(SURVEY_URL);
    const done = screen.getByRole("button", { name: "Done" });
    expect(done).toHaveProperty("disabled", true);
    expect(screen.getByTestId("cpx-status").textContent).toMatch("as soon as the survey is confirmed");

    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    // A reward of another kind does not count for the survey.
    act(() => stream.emit({ reason: "TASK", amount: 10 }));
    expect(done).toHaveProperty("disabled", true);
    act(() => stream.emit({ amount: 30 }));
    expect(screen.getByTestId("cpx-status").textContent).toBe("30 rewards earned, thank you!");
    expect(invalidate).toHaveBeenCalledWith({ queryKey: callKey("GET /api/patient/bank") });

    fireEvent.click(done);
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { credited: true } });
  });

  it("says surveys are not available without a provider, and closes with done false", async () => {
    const { complete } = await renderCpx(false, "fr");
    expect(screen.getByText("Les sondages rémunérés ne sont pas disponibles pour le moment.")).toBeTruthy();
    expect(screen.queryByTitle("Sondages rémunérés")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Fermer" }));
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: false });
  });
});
