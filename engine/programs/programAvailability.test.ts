import { describe, expect, it } from "vitest";
import { isAvailable, isLive, wasPublished } from "./programAvailability";

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

  it("tells a program once offered (live or closed) from one never published", () => {
    expect(wasPublished({ status: "INPROGRESS" })).toBe(true);
    expect(wasPublished({ status: "DONE" })).toBe(true);
    expect(wasPublished({ status: "DRAFT" })).toBe(false);
    expect(wasPublished({ status: "PENDING" })).toBe(false);
  });
});
