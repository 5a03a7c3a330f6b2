import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import type { ProgramSummary, User } from "../../../card-schemas";
import { homeDocument } from "./homeFixtures";
import { premiumView } from "../programs/endOfStudyFixtures";
import { mockApi, ok } from "../../test/mockApi";
import { allMessages } from "../../test/messages";
import { renderWithProviders } from "../../test/renderWithProviders";
import { allNearScreen, stubIntersectionObserver } from "../../test/nearScreen";
import { PatientHomePage } from "./PatientHomePage";
import { showOutbox, type OutboxEntry } from "../../app/offline/outboxState";

let observer: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  observer = stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

// uPlot draws on a canvas, which the test DOM does not have: the chart's module is left out.
vi.mock("../../ui/charts/dayChartPlot", () => ({ drawDayChart: () => () => {} }));

const patient: User = {
  id: "user-1",
  email: "camille.martin-lefebvre@example.org",
  role: "patient",
  language: "en",
  timeZone: "Europe/Paris",
};

function homeApi(user: User, programs: ProgramSummary[] = [], premium = premiumView) {
  return mockApi({
    "GET /api/patient/premium": () => ok(premium),
    "GET /api/auth/session": () => ok({ user }),
    "GET /api/patient/bank": () => ok({ amount: 120, allTimeAmount: 300 }),
    "GET /api/patient/programs": () => ok({ items: programs }),
    "GET /api/patient/personalGoals": () => ok({ items: [] }),
    "GET /api/patient/home": () => ok(homeDocument()),
  }).api;
}

describe("PatientHomePage", () => {
  it("shows beside the balance the rewards of cards completed offline that have not landed yet", async () => {
    const completed = (key: string, rewards: number, refused?: OutboxEntry["refused"]): OutboxEntry => ({
      key,
      call: "POST /api/patient/notifications/validate/:notificationId",
      params: { notificationId: key },
      body: { value: { done: true }, key },
      madeAt: "2026-11-29T08:00:00.000Z",
      rewards,
      movesWheel: true,
      ...(refused && { refused }),
    });
    showOutbox([
      completed("pending-0001", 10),
      completed("pending-0002", 5),
      completed("refused-0001", 20, { status: 409, code: "CARD_EXPIRED" }),
    ]);
    try {
      await renderWithProviders(<PatientHomePage />, { api: homeApi(patient) });
      expect((await screen.findByTestId("balance")).textContent).toBe("120 rewards");
      expect(screen.getByTestId("balance-pending").textContent).toBe("+15 rewards on their way");
    } finally {
      showOutbox([]);
    }
  });

  it("greets the patient by the name given at sign-up", async () => {
    await renderWithProviders(<PatientHomePage />, { api: homeApi({ ...patient, name: "Camille" }) });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Hello Camille");
    expect(screen.queryByText(patient.email, { exact: false })).toBeNull();
  });

  it("titles the page Home, never with the email, when no name was given", async () => {
    await renderWithProviders(<PatientHomePage />, { api: homeApi(patient) });
    await screen.findByTestId("balance");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Home");
    expect(screen.queryByText(patient.email, { exact: false })).toBeNull();
  });

  it("names and describes the page in its language", async () => {
    await renderWithProviders(<PatientHomePage />, { api: homeApi(patient), locale: "fr" });
    expect(document.title).toBe("Accueil · Outchi");
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toBe(allMessages.fr["home.description"]);
  });

  it("marks a followed program whose author offers a new version", async () => {
    const followed = (id: string, offeredVersion?: number): ProgramSummary => ({
      id,
      title: id,
      studyDuration: 14,
      maxReward: 250,
      category: "challenge",
      status: "INPROGRESS",
      subscribed: true,
      subscriptionStatus: "INPROGRESS",
      ...(offeredVersion === undefined ? {} : { offeredVersion }),
    });
    await renderWithProviders(<PatientHomePage />, {
      api: homeApi(patient, [followed("sleep", 2), followed("stress")]),
    });
    const links = (await screen.findByTestId("my-programs")).querySelectorAll("a");
    expect([...links].map((link) => link.textContent)).toEqual([
      `sleep14 days${allMessages.en["programs.newVersion"]}`,
      "stress14 days",
    ]);
  });

  it("draws the home document's sections through the registry, with the pet first", async () => {
    await renderWithProviders(<PatientHomePage />, { api: homeApi(patient) });
    expect((await screen.findByTestId("pet")).dataset.mood).toBe("HUNGRY");
    // The symptoms come third: drawn once they near the screen.
    expect(screen.queryByTestId("symptom-card")).toBeNull();
    allNearScreen(observer.nearScreen);
    expect(await screen.findByTestId("symptom-card")).toBeTruthy();
    expect(screen.getByTestId("open-deck").getAttribute("href")).toBe("/app/patient/tasks");
    expect(screen.getByTestId("open-premium").getAttribute("href")).toBe("/app/patient/premium");
    expect((await screen.findByTestId("premium-tile-body")).textContent).toBe(
      allMessages.en["home.premium.body"],
    );
  });

  it("gives a premium patient premium's last day rather than the offer", async () => {
    const active = { ...premiumView, active: true, until: "2027-03-10" };
    await renderWithProviders(<PatientHomePage />, { api: homeApi(patient, [], active) });
    await expect
      .poll(() => screen.queryByTestId("premium-tile-body")?.textContent)
      .toBe("Premium until March 10, 2027");
  });
});
