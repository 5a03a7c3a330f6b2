import { describe, expect, it } from "vitest";
import { authorPostDays } from "./authorPosts";

describe("authorPostDays", () => {
  it("opens a post on the patient's today for the 3 days of an author's message", () => {
    expect(authorPostDays("2026-11-30")).toEqual({ date: "2026-11-30", maxDate: "2026-12-02" });
  });
});
