import { describe, expect, it } from "vitest";
import { LOST_STREAK_POWER_PRICE } from "../rewards";
import { queueNotices, type NoticeInput } from "./queueNotices";

const text = (en: string) => ({ fr: `fr:${en}`, en, it: `it:${en}`, es: `es:${en}` });

/** A patient who enabled notifications, kept yesterday and has nothing new: no notice. */
function input(overrides: Partial<NoticeInput> = {}): NoticeInput {
  return {
    date: "2025-03-10",
    firstDay: "2025-02-01",
    language: "en",
    permission: { value: "granted", date: "2025-03-01" },
    history: [],
    restoredDays: [],
    studies: [],
    joinedStudyIds: [],
    question: null,
    authorMessages: [],
    followedAuthorIds: [],
    pastNotices: [],
    goalsInProgress: 0,
    ...overrides,
  };
}

const kinds = (i: NoticeInput) => queueNotices(i).map((notice) => notice.kind);

describe("queueNotices: NOTIFICATION_CARD", () => {
  it("asks when notifications were never answered", () => {
    expect(kinds(input({ permission: null }))).toEqual(["NOTIFICATION_CARD"]);
  });

  it("does not ask once they are granted", () => {
    expect(kinds(input())).toEqual([]);
  });

  it("waits 30 days after a refusal", () => {
    const refused = (date: string) => input({ permission: { value: "denied", date } });
    expect(kinds(refused("2025-02-09"))).toEqual([]); // 29 days ago
    expect(kinds(refused("2025-02-08"))).toEqual(["NOTIFICATION_CARD"]); // 30 days ago
  });

  it("asks again 7 days after a card left unanswered", () => {
    const shown = (date: string) =>
      input({
        permission: null,
        pastNotices: [{ kind: "NOTIFICATION_CARD", sourceId: "NOTIFICATION_CARD", key: "k", date }],
      });
    expect(kinds(shown("2025-03-04"))).toEqual([]);
    expect(kinds(shown("2025-03-03"))).toEqual(["NOTIFICATION_CARD"]);
  });
});

describe("queueNotices: GOAL_DEFAULT", () => {
  it("deals the daily data entry first while a personal goal is in progress", () => {
    expect(kinds(input({ goalsInProgress: 2, permission: null }))).toEqual([
      "GOAL_DEFAULT",
      "NOTIFICATION_CARD",
    ]);
    expect(queueNotices(input({ goalsInProgress: 1 }))[0]?.key).toBe("GOAL_DEFAULT:2025-03-10");
    expect(kinds(input({ goalsInProgress: 0 }))).toEqual([]);
  });
});

describe("queueNotices: LOST_SERIE", () => {
  const history = [
    { date: "2025-03-07", dealt: 3, done: 3 },
    { date: "2025-03-08", dealt: 2, done: 2 },
    { date: "2025-03-09", dealt: 4, done: 3 },
  ];

  it("comes when yesterday's tasks were not all done, with the streak lost and the price", () => {
    const [notice] = queueNotices(input({ history }));
    expect(notice).toEqual({
      kind: "LOST_SERIE",
      sourceId: "LOST_SERIE",
      key: "LOST_SERIE:2025-03-09",
      fields: { streakDays: 2, powerPrice: LOST_STREAK_POWER_PRICE },
    });
  });

  it("does not come when the power restored yesterday", () => {
    expect(kinds(input({ history, restoredDays: ["2025-03-09"] }))).toEqual([]);
  });
});

describe("queueNotices: NEW_STUDY", () => {
  const study = { id: "sleep", status: "INPROGRESS", languages: ["en", "fr"], publishedAt: "2025-03-04" };

  it("announces a live study in the patient's language published in the last 7 days", () => {
    expect(queueNotices(input({ studies: [study] }))).toEqual([
      { kind: "NEW_STUDY", sourceId: "sleep", key: "NEW_STUDY:sleep", fields: { studyId: "sleep" } },
    ]);
  });

  it("stays quiet for an older, unpublished, draft, joined, other-language or announced study", () => {
    expect(kinds(input({ studies: [{ ...study, publishedAt: "2025-03-03" }] }))).toEqual([]);
    expect(kinds(input({ studies: [{ ...study, publishedAt: null }] }))).toEqual([]);
    expect(kinds(input({ studies: [{ ...study, status: "DRAFT" }] }))).toEqual([]);
    expect(kinds(input({ studies: [study], joinedStudyIds: ["sleep"] }))).toEqual([]);
    expect(kinds(input({ studies: [study], language: "it" }))).toEqual([]);
    const announced = [{ kind: "NEW_STUDY", sourceId: "sleep", key: "NEW_STUDY:sleep", date: "2025-03-05" }];
    expect(kinds(input({ studies: [study], pastNotices: announced }))).toEqual([]);
  });
});

describe("queueNotices: QUESTION", () => {
  const question = { id: "q-10", text: text("What helps you?") };

  it("deals the question of the period, in the patient's language", () => {
    expect(queueNotices(input({ language: "fr", question }))).toEqual([
      {
        kind: "QUESTION",
        sourceId: "COMMUNITY",
        key: "QUESTION:q-10",
        fields: { questionId: "q-10", text: "fr:What helps you?" },
      },
    ]);
  });

  it("comes once a week, and not without a question", () => {
    const past = (date: string) => [{ kind: "QUESTION", sourceId: "COMMUNITY", key: "QUESTION:q-9", date }];
    expect(kinds(input({ question, pastNotices: past("2025-03-04") }))).toEqual([]);
    expect(kinds(input({ question, pastNotices: past("2025-03-03") }))).toEqual(["QUESTION"]);
    expect(kinds(input({ question: null }))).toEqual([]);
  });
});

describe("queueNotices: AUTOR_MESSAGE", () => {
  const message = { id: "m1", autorId: "coach-lea", date: "2025-03-09", message: text("Daylight helps.") };

  it("deals a followed author's message during 3 days, once", () => {
    const followed = { authorMessages: [message], followedAuthorIds: ["coach-lea"] };
    expect(queueNotices(input(followed))).toEqual([
      {
        kind: "AUTOR_MESSAGE",
        sourceId: "coach-lea",
        key: "AUTOR_MESSAGE:m1",
        fields: { eventId: "m1", message: "Daylight helps." },
      },
    ]);
    expect(kinds(input({ ...followed, date: "2025-03-12" }))).toEqual([]);
    expect(kinds(input({ ...followed, date: "2025-03-08" }))).toEqual([]);
    const dealt = [
      { kind: "AUTOR_MESSAGE", sourceId: "coach-lea", key: "AUTOR_MESSAGE:m1", date: "2025-03-09" },
    ];
    expect(kinds(input({ ...followed, pastNotices: dealt }))).toEqual([]);
  });

  it("ignores authors the patient does not follow", () => {
    expect(kinds(input({ authorMessages: [message] }))).toEqual([]);
  });
});

describe("queueNotices: the first day", () => {
  const question = { id: "q", text: text("Q?") };

  it("deals no notice nobody asked for on the patient's first day, from the second on", () => {
    expect(kinds(input({ permission: null, question, firstDay: "2025-03-10" }))).toEqual([]);
    expect(kinds(input({ permission: null, question, firstDay: "2025-03-09" }))).toEqual([
      "NOTIFICATION_CARD",
      "QUESTION",
    ]);
  });

  it("deals the daily data entry of a goal the patient set on their first day", () => {
    const firstDay = input({ permission: null, question, firstDay: "2025-03-10", goalsInProgress: 1 });
    expect(queueNotices(firstDay)).toEqual([
      { kind: "GOAL_DEFAULT", sourceId: "GOAL_DEFAULT", key: "GOAL_DEFAULT:2025-03-10", fields: {} },
    ]);
  });
});

describe("queueNotices: order", () => {
  it("puts the lost streak first and the question last", () => {
    const all = input({
      permission: null,
      history: [{ date: "2025-03-09", dealt: 1, done: 0 }],
      studies: [{ id: "s", status: "INPROGRESS", languages: ["en"], publishedAt: "2025-03-10" }],
      question: { id: "q", text: text("Q?") },
      authorMessages: [{ id: "m", autorId: "a", date: "2025-03-10", message: text("Hi") }],
      followedAuthorIds: ["a"],
    });
    expect(kinds(all)).toEqual(["LOST_SERIE", "NOTIFICATION_CARD", "NEW_STUDY", "AUTOR_MESSAGE", "QUESTION"]);
  });
});
