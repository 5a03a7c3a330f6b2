import { describe, expect, it } from "vitest";
import { cardPicture } from "./cardPicture";

const task = (type: string, params: Record<string, unknown>) => ({
  id: "c1",
  type: "TASK",
  task: { type, params },
});

describe("cardPicture", () => {
  it("reads the param its task's schema marks as the picture", () => {
    expect(cardPicture(task("DEFAULT", { body: "Hi", imageLink: "/media/welcome.svg" }))).toBe(
      "/media/welcome.svg",
    );
    expect(cardPicture(task("ENIGME", { question: "?", imageLink: "/media/riddle.svg" }))).toBe(
      "/media/riddle.svg",
    );
  });

  it("finds none on a task type without a picture, a task without one, or a card that is no task", () => {
    expect(cardPicture(task("CHOICE", { choices: [] }))).toBeUndefined();
    expect(cardPicture(task("DEFAULT", { body: "No picture" }))).toBeUndefined();
    expect(cardPicture(task("DEFAULT", { imageLink: "" }))).toBeUndefined();
    expect(cardPicture({ id: "n1", type: "LOST_SERIE" })).toBeUndefined();
    expect(cardPicture(null)).toBeUndefined();
  });
});
