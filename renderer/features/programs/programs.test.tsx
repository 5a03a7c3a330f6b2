import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  allMissing,
  followUp,
  guardedProgram,
  limitsOf,
  openProgram,
  programServer,
  screeningNotOk,
} from "./programConditionFixtures";
import { mockApi } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { FollowUpView } from "./FollowUpView";
import { ProgramDetail } from "./ProgramDetail";
import { ProgramLimitsNotice } from "./ProgramLimitsNotice";
import { ProgramPicker } from "./ProgramPicker";
import { SubscriptionConditions } from "./SubscriptionConditions";

describe("SubscriptionConditions", () => {
  it("shows the product's message for each missing condition and a way to meet it", async () => {
    await renderWithProviders(<SubscriptionConditions studyId="stress-reset" results={allMissing} />);
    expect(screen.getByText("This program needs your consent before you join.")).toBeTruthy();
    expect(screen.getByText(/Fill in the questionnaire of this program first/)).toBeTruthy();
    expect(screen.getByText("This program is for subscribers of its author.")).toBeTruthy();
    expect(screen.getByText("Joining costs 100 rewards: you do not have enough yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "I give my consent" })).toBeTruthy();
    expect(
      within(screen.getByTestId("condition-quest")).getByRole("button", {
        name: "Fill in the questionnaire",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Subscribe to the author" }).getAttribute("href")).toBe(
      "/app/patient/premium?autor=coach-lea",
    );
    expect(screen.getByRole("link", { name: "Earn rewards with my cards" }).getAttribute("href")).toBe(
      "/app/patient/tasks",
    );
    const data = screen.getByTestId("condition-dataValue");
    expect(data.getAttribute("data-success")).toBe("false");
    expect(data.textContent).toBe(
      "!Not met: Sleep duration, average over the last 7 days: 7 h or more. So far: 6.5 h.",
    );
    const score = screen.getByTestId("condition-questScore");
    expect(score.textContent).toContain(
      "Stress screening, latest in the last 30 days: 10 or less. Nothing recorded in that time yet.",
    );
    expect(within(score).getByRole("button", { name: "Fill in the questionnaire" })).toBeTruthy();
  });

  it("words a data condition in each language", async () => {
    const result = allMissing[4]!;
    await renderWithProviders(<SubscriptionConditions studyId="stress-reset" results={[result]} />, {
      locale: "fr",
    });
    expect(screen.getByTestId("condition-dataValue").textContent).toContain(
      "Sleep duration, moyenne des 7 derniers jours : 7 h ou plus. Pour l'instant : 6,5 h.",
    );
  });

  it("tells a screening that is not ok, and shows met conditions without a fix", async () => {
    await renderWithProviders(
      <SubscriptionConditions
        studyId="stress-reset"
        results={[screeningNotOk, { type: "cost", success: true, amount: 30 }]}
      />,
    );
    expect(
      screen.getByText("Your last questionnaire shows this program is not suited to you right now."),
    ).toBeTruthy();
    const cost = screen.getByTestId("condition-cost");
    expect(cost.getAttribute("data-success")).toBe("true");
    expect(within(cost).getByText("Joining costs 30 rewards, taken once.")).toBeTruthy();
    expect(within(cost).queryByRole("link")).toBeNull();
  });
});

describe("ProgramDetail in card mode", () => {
  it("shows the conditions a refused join lists, lets the patient meet them, then joins", async () => {
    const { api, calls } = mockApi(programServer());
    await renderWithProviders(<ProgramDetail mode="card" program={guardedProgram} canAdd />, { api });
    expect(screen.getByTestId("badge-consent").textContent).toBe("Consent");
    fireEvent.click(screen.getByRole("button", { name: "Join Three-day stress follow-up" }));
    expect(await screen.findByTestId("missing-conditions")).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: "I give my consent" }));
    await waitFor(() =>
      expect(screen.getByTestId("condition-consent").getAttribute("data-success")).toBe("true"),
    );

    // A low screening score: not ok; a high one: the condition passes.
    const fill = async (labels: readonly string[], expected: string) => {
      fireEvent.click(screen.getByRole("button", { name: "Fill in the questionnaire" }));
      const dialog = await screen.findByRole("dialog");
      // One radio group per question, in order: the nth label is picked in the nth group.
      const groups = within(dialog).getAllByRole("group");
      labels.forEach((label, index) =>
        fireEvent.click(within(groups[index]!).getByRole("radio", { name: label })),
      );
      fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
      expect(await screen.findByText(expected)).toBeTruthy();
    };
    await fill(
      ["Rarely", "No", "Not now"],
      "Your last questionnaire shows this program is not suited to you right now.",
    );
    await fill(["Often", "Yes", "Yes"], "Your questionnaire is up to date.");

    fireEvent.click(screen.getByRole("button", { name: "Join Three-day stress follow-up" }));
    expect(await screen.findByText(/You joined Three-day stress follow-up/)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST" && c.path.includes("subscribe"))).toHaveLength(2);
  });

  it("says too much programs with the upgrade link, and hides the join button when it cannot add", async () => {
    const { api } = mockApi(programServer({ full: true }));
    const { unmount } = await renderWithProviders(
      <ProgramDetail mode="card" program={openProgram} canAdd />,
      { api },
    );
    fireEvent.click(screen.getByRole("button", { name: "Join A week of micro-breaks" }));
    const alert = await screen.findByTestId("too-much-programs");
    expect(alert.textContent).toContain("Too much programs");
    expect(within(alert).getByRole("link").getAttribute("href")).toBe("/app/patient/premium");
    unmount();
    await renderWithProviders(<ProgramDetail mode="card" program={openProgram} canAdd={false} />);
    expect(screen.queryByTestId("subscribe")).toBeNull();
  });
});

describe("ProgramDetail in its other modes", () => {
  it("autorCard links to the program; selection toggles", async () => {
    const onToggle = vi.fn();
    await renderWithProviders(
      <ul>
        <ProgramDetail mode="autorCard" program={openProgram} />
        <ProgramDetail mode="selection" program={guardedProgram} selected={false} onToggle={onToggle} />
      </ul>,
    );
    expect(
      screen.getByRole("link", { name: "See the program A week of micro-breaks" }).getAttribute("href"),
    ).toBe("/app/patient/ressources/studies/micro-breaks");
    const tile = screen.getByRole("button", { name: /Three-day stress follow-up/ });
    expect(tile.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(tile);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it("the picker joins the chosen open programs, within the room left", async () => {
    const second = { ...openProgram, id: "tour", title: "Discover Outchi" };
    const { api, calls } = mockApi(programServer({ programs: [openProgram, second, guardedProgram] }));
    await renderWithProviders(<ProgramPicker programs={[openProgram, second, guardedProgram]} room={1} />, {
      api,
    });
    // A program with conditions is joined from its page, not picked here.
    expect(screen.queryByRole("button", { name: /Three-day stress/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /A week of micro-breaks/ }));
    expect((screen.getByRole("button", { name: /Discover Outchi/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "Join 1 program" }));
    expect(await screen.findByText(/You joined the programs you chose/)).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "/api/patient/study/subscribe/micro-breaks",
    ]);
  });
});

describe("ProgramLimitsNotice", () => {
  it("shows the counts, the upgrade prompt to premium and the hidden add buttons", async () => {
    await renderWithProviders(<ProgramLimitsNotice limits={limitsOf(10, 5)} />);
    expect(screen.getByTestId("program-counts").textContent).toBe(
      "You follow 10 of 5 programs, 5 of 5 of them health follow-ups.",
    );
    expect(screen.getByTestId("add-hidden")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go premium to follow more" }).getAttribute("href")).toBe(
      "/app/patient/premium",
    );
  });

  it("offers nothing below the limits", async () => {
    await renderWithProviders(<ProgramLimitsNotice limits={limitsOf(2, 1)} />);
    expect(screen.queryByTestId("upgrade-prompt")).toBeNull();
    expect(screen.queryByTestId("add-hidden")).toBeNull();
  });
});

describe("FollowUpView", () => {
  it("shows the completion, the status and the rewards won", async () => {
    await renderWithProviders(<FollowUpView studyId="stress-reset" title="Stress" followUp={followUp} />);
    expect(screen.getByTestId("completion").textContent).toBe("67%");
    expect(screen.getByRole("progressbar").getAttribute("value")).toBe("67");
    expect(screen.getByTestId("follow-up-status").textContent).toBe(
      "Finished: waiting for you to validate it · goal reached",
    );
    expect(screen.getByTestId("follow-up-rewards").textContent).toBe("20 rewards");
    const victory = screen.getByTestId("victory-dataValue");
    expect(victory.getAttribute("data-success")).toBe("true");
    expect(victory.textContent).toBe(
      "✓Met: Water, total over the last 3 days: 12 glasses or more. So far: 14 glasses.",
    );
  });

  it("never says the goal is reached while the program runs", async () => {
    await renderWithProviders(
      <FollowUpView
        studyId="stress-reset"
        title="Stress"
        followUp={{ ...followUp, status: "INPROGRESS", success: false }}
      />,
    );
    expect(screen.getByTestId("follow-up-status").textContent).toBe("In progress");
  });

  it("lists no victory conditions when the program sets none", async () => {
    await renderWithProviders(
      <FollowUpView
        studyId="stress-reset"
        title="Stress"
        followUp={{ ...followUp, victoryConditions: [] }}
      />,
    );
    expect(screen.queryByTestId("victory-conditions")).toBeNull();
  });

  it("says when the patient has not joined", async () => {
    await renderWithProviders(
      <FollowUpView
        studyId="stress-reset"
        title="Stress"
        followUp={{ ...followUp, status: null, subscriptionId: null }}
      />,
    );
    expect(screen.getByTestId("not-joined")).toBeTruthy();
  });
});
