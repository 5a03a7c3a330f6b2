/** Home documents and pets for stories and tests, valid against card-schemas (homeFixtures.test.ts). */
import type {
  HomeDocument,
  HomeNewsSection,
  HomePetSection,
  HomeSymptomSection,
  HomeTasksSection,
  PersonalizationView,
  PetView,
} from "../../../card-schemas";
import { carouselItems } from "../community/communityFixtures";

export const HOME_DAY = "2026-11-26";

const day = (offset: number) => {
  const date = new Date(`${HOME_DAY}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

/** The crown of content/shopObjects.json, as the server names it in English. */
const crown = { id: "head-crown", image: "/media/pet/head-crown.svg", isDefault: false, name: "Crown" };

/** The pet; `dressed` wears the crown, `framed` the golden frame. */
export function pet(mood: PetView["mood"] = "OK", dressed = false, framed = false): PetView {
  return {
    mood,
    head: dressed ? crown : { id: "default-head", image: "/media/pet-head.svg", isDefault: true },
    background: { id: "default-background", image: "/media/pet-background.svg", isDefault: true },
    ...(framed ? { frame: true } : {}),
  };
}

export function petSection(mood: PetView["mood"] = "OK"): HomePetSection {
  return { id: "pet", type: "HOME_PET", pet: pet(mood), link: "/app/patient/settings/personalization" };
}

export function tasksSection(done = 1): HomeTasksSection {
  return {
    id: "tasks",
    type: "HOME_TASKS",
    link: "/app/patient/tasks",
    days: Array.from({ length: 7 }, (_, index) => ({
      date: day(index - 6),
      dealt: index === 2 ? 0 : 3,
      done: index === 6 ? done : index === 2 ? 0 : 3,
    })),
  };
}

/** A symptom's card; `filled` gives it events on about a third of the 30 days. */
export function symptomSection(filled = true, name = "Migraine"): HomeSymptomSection {
  const series = Array.from({ length: 30 }, (_, index) => ({
    date: day(index - 29),
    intensity: filled && index % 3 === 0 ? (index % 5) + 1 : null,
  }));
  return {
    id: "symptom-MIGRAINE",
    type: "HOME_SYMPTOM",
    symptom: "MIGRAINE",
    name,
    series,
    average: filled ? 3 : null,
    weekOverWeek: filled ? -25 : null,
  };
}

export function newsSection(empty = false, locale: "en" | "fr" = "en"): HomeNewsSection {
  const fr = locale === "fr";
  return {
    id: "news",
    type: "HOME_NEWS",
    items: empty
      ? []
      : [
          {
            id: "coach-lea_tip-1",
            autorId: "coach-lea",
            autorName: "Léa Martin",
            message: fr
              ? "Ce soir, baissez les lumières une heure avant le coucher."
              : "Tonight, dim the lights an hour before bed.",
            date: day(-1),
            priorityScore: 4,
            link: "/app/patient/ressources/autors/coach-lea",
          },
          {
            id: "outchi_news-1",
            autorId: "outchi",
            autorName: "Outchi",
            message: fr ? "Un nouveau programme sur le stress arrive." : "A new program on stress is coming.",
            date: day(-3),
            priorityScore: 0,
            link: "/app/patient/ressources/autors/outchi",
          },
        ],
  };
}

export function homeDocument(
  locale: "en" | "fr" = "en",
  overrides: Partial<Pick<HomeDocument, "sections">> = {},
): HomeDocument {
  return {
    screen: "home",
    schemaVersion: 1,
    locale,
    date: HOME_DAY,
    data: { bank: { amount: 120 } },
    sections: overrides.sections ?? [
      petSection("HUNGRY"),
      tasksSection(),
      symptomSection(),
      { id: "correlations", type: "HOME_CORRELATIONS", count: 2 },
      {
        id: "programs",
        type: "HOME_PROGRAMS",
        // The server sends links of ours or https ones, never the stories' inline pictures.
        items: carouselItems(locale).map((item) =>
          item.imageLink === undefined ? item : { ...item, imageLink: "/media/sleep.svg" },
        ),
      },
      newsSection(false, locale),
      {
        id: "awards",
        type: "HOME_AWARDS",
        branches: [
          { name: "KNOWLEDGE", percent: 22 },
          { name: "DISCIPLINE", percent: 16 },
          { name: "SHARE", percent: 0 },
          { name: "PROSPERITY", percent: 40 },
        ],
        claimed: 5,
        claimable: 1,
        total: 29,
        link: "/app/patient/awards",
      },
      {
        id: "more-rewards",
        type: "HOME_MORE_REWARDS",
        items: [
          {
            id: "power-lost-serie",
            name: "Streak saver",
            imageLink: "/media/shop/streak.svg",
            price: 50,
            affordable: true,
          },
          {
            id: "head-cat",
            name: "Cat head",
            imageLink: "/media/pet-head.svg",
            price: 400,
            affordable: false,
          },
        ],
        link: "/app/patient/rewards",
      },
    ],
  };
}

/** The personalization page's view: the crown owned (worn when `dressed`), the frame and the confetti owned. */
export function personalizationView(dressed = false, frameOn = true): PersonalizationView {
  return {
    pet: pet("OK", dressed, frameOn),
    heads: [{ id: "default-head", image: "/media/pet-head.svg", isDefault: true }, crown],
    backgrounds: [{ id: "default-background", image: "/media/pet-background.svg", isDefault: true }],
    effects: [
      { id: "confetti", name: "Confetti", image: "/media/shop/confetti.svg", effect: "CONFETTI", on: true },
      {
        id: "frame-gold",
        name: "Golden frame",
        image: "/media/shop/frame-gold.svg",
        effect: "FRAME",
        on: frameOn,
      },
    ],
  };
}
