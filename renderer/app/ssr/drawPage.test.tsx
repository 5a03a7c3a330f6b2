import { describe, expect, it } from "vitest";
import type { User } from "../../../card-schemas";
import { callPath } from "../../../card-schemas/callPath";
import { dailyQueue, defaultCard } from "../../test/fixtures";
import { homeDocument } from "../../features/home/homeFixtures";
import { ratingsOf, tourRatingItems } from "../../features/programs/ratingFixtures";
import { today } from "../session/today";
import { drawPage } from "./drawPage";

const patient: User = {
  id: "u1",
  email: "camille@example.org",
  role: "patient",
  language: "en",
  timeZone: "Pacific/Kiritimati",
  name: "Camille",
};
// The deck's read as the route asks it: the patient's today, in their account's time zone.
const deckRead = callPath("GET /api/patient/todo", undefined, { date: today(patient.timeZone) });

describe("drawPage, a first screen drawn on the server", () => {
  it("draws the deck's first card from the page's answer, in the reader's language", async () => {
    const html = await drawPage({
      url: "/app/patient/tasks",
      user: patient,
      answers: { [deckRead]: dailyQueue([defaultCard]) },
      locale: "en",
    });
    expect(html).toContain('data-testid="deck"');
    expect(html).toContain('data-card-id="card-default"');
    expect(html).toContain("Morning breathing");
    expect(html).toContain("Today&#x27;s cards");
  });

  it("draws nothing when a read is not among the answers: it never fetches", async () => {
    const yesterday = callPath("GET /api/patient/todo", undefined, { date: "2020-01-01" });
    expect(
      await drawPage({
        url: "/app/patient/tasks",
        user: patient,
        answers: { [yesterday]: dailyQueue([defaultCard]) },
        locale: "en",
      }),
    ).toBeUndefined();
  });

  it("draws nothing for a page its route guard sends elsewhere (a guest on the deck)", async () => {
    expect(
      await drawPage({
        url: "/app/patient/tasks",
        user: null,
        answers: { [deckRead]: dailyQueue([defaultCard]) },
        locale: "en",
      }),
    ).toBeUndefined();
  });

  it("draws home from its page's answers: the sections of the home document, the pet first", async () => {
    const answers = {
      [callPath("GET /api/patient/bank")]: { amount: 120, allTimeAmount: 300 },
      [callPath("GET /api/patient/home")]: homeDocument("fr"),
      [callPath("GET /api/patient/programs")]: { items: [] },
      [callPath("GET /api/patient/personalGoals", undefined, { status: "INPROGRESS" })]: { items: [] },
    };
    const html = await drawPage({ url: "/app/patient", user: patient, answers, locale: "fr" });
    expect(html).toContain('data-testid="pet"');
    expect(html).toContain('data-mood="HUNGRY"');
    expect(html).toContain('data-testid="date-strip"');
    // The sections after the first two are drawn in the browser once they near the screen.
    expect(html).toContain('data-waiting-section="symptom-MIGRAINE"');
    expect(html).not.toContain('data-testid="symptom-card"');
    expect(html).toContain("Bonjour Camille");
  });

  it("draws a public program with its media and its ratings for a guest, and a patient's form", async () => {
    const program = {
      id: "tour",
      title: "Discover Outchi",
      studyDuration: 7,
      maxReward: 350,
      category: "challenge",
      language: "en",
      languages: ["en"],
      mediaLink: "/media/tour.svg",
      steps: [],
      author: { id: "outchi", name: "Outchi" },
    };
    const answers = {
      [callPath("GET /api/guest/program/:id", { id: "tour" }, { lang: "en" })]: program,
      [callPath("GET /api/guest/program/:id/ratings", { id: "tour" })]: ratingsOf(tourRatingItems),
    };
    const url = "/app/guest/ressources/programs/tour";
    const guest = await drawPage({ url, user: null, answers, locale: "en" });
    expect(guest).toContain('data-testid="program-media"');
    // The program's picture is the page's largest paint: fetched at once, not when near the screen.
    expect(guest).toMatch(/<img src="\/media\/tour.svg"[^>]* loading="eager" fetchpriority="high"/i);
    expect(guest).toContain('data-group="rating_tour"');
    expect(guest).toContain("Short and clear.");
    expect(guest).toContain('data-testid="rating-sign-in"');
    const mine = {
      [callPath("GET /api/patient/study/:studyId/rating", { studyId: "tour" })]: {
        state: "CAN_RATE",
        rating: null,
      },
    };
    const drawn = await drawPage({ url, user: patient, answers: { ...answers, ...mine }, locale: "en" });
    expect(drawn).toContain('data-testid="rating-form"');
    // A patient's page without their rating's answer is not drawn: it never fetches.
    expect(await drawPage({ url, user: patient, answers, locale: "en" })).toBeUndefined();
  });

  it("draws nothing for home when the home document is not among the answers", async () => {
    const answers = {
      [callPath("GET /api/patient/bank")]: { amount: 120, allTimeAmount: 300 },
      [callPath("GET /api/patient/programs")]: { items: [] },
      [callPath("GET /api/patient/personalGoals", undefined, { status: "INPROGRESS" })]: { items: [] },
    };
    expect(await drawPage({ url: "/app/patient", user: patient, answers, locale: "en" })).toBeUndefined();
  });
});
