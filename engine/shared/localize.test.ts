import { describe, expect, it } from "vitest";
import { actionKeyPrefix, localizeParams } from "./localize";

describe("localizeParams", () => {
  const translations: Record<string, string> = {
    "study.tour.actions.pick.params.question": "Quelle humeur ?",
    "study.tour.actions.pick.params.choices.1.label": "Bien",
  };
  const lookup = (key: string) => translations[key];

  it("replaces translated string leaves and keeps the rest", () => {
    const params = {
      question: "Which mood?",
      choices: [
        { id: "low", label: "Low" },
        { id: "good", label: "Good" },
      ],
      multiple: false,
    };
    expect(localizeParams(params, lookup, actionKeyPrefix("tour", "pick"))).toEqual({
      question: "Quelle humeur ?",
      choices: [
        { id: "low", label: "Low" },
        { id: "good", label: "Bien" },
      ],
      multiple: false,
    });
    expect(params.question).toBe("Which mood?");
  });
});
