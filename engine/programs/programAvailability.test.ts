import { describe, expect, it } from "vitest";
import { isAvailable, isLive } from "./programAvailability";

describe("program availability (docs/features/programs.md)", () => {
  it("shows only live programs written in the patient's language", () => {
    const live = { status: "INPROGRESS", languages: ["fr", "en"] };
    expect(isAvailable(live, "fr")).toBe(true);
    expect(isAvailable(live, "it")).toBe(false);
    for (const status of ["DRAFT", "PENDING", "WAITING_FOR_VALIDATION", "DONE"]) {
      expect(isLive({ status })).toBe(false);
      expect(isAvailable({ status, languages: ["fr"] }, "fr")).toBe(false);
    }
  });
});
