import { describe, expect, it } from "vitest";
import { isStudyOver, OVER_STATUS, statusOn, studyLastDay, validationRefusal } from "./studyEnd";

describe("the end of a program (docs/features/programs.md, finishing)", () => {
  it("ends on day studyDuration, counting the start as day 1", () => {
    expect(studyLastDay("2026-03-01", 7)).toBe("2026-03-07");
    expect(studyLastDay("2026-03-01", 1)).toBe("2026-03-01");
    expect(studyLastDay("2026-02-27", 3)).toBe("2026-03-01");
  });

  it("is over once its last day has come, not before", () => {
    expect(isStudyOver("2026-03-01", 7, "2026-03-01")).toBe(false);
    expect(isStudyOver("2026-03-01", 7, "2026-03-06")).toBe(false);
    expect(isStudyOver("2026-03-01", 7, "2026-03-07")).toBe(true);
    expect(isStudyOver("2026-03-01", 7, "2026-04-01")).toBe(true);
  });

  it("reads a running subscription as waiting for validation once over, and leaves other statuses", () => {
    expect(OVER_STATUS).toBe("WAITING_FOR_VALIDATION");
    expect(statusOn("INPROGRESS", "2026-03-01", 5, "2026-03-01")).toBe("INPROGRESS");
    expect(statusOn("INPROGRESS", "2026-03-01", 5, "2026-03-05")).toBe("WAITING_FOR_VALIDATION");
    expect(statusOn("DONE", "2026-03-01", 5, "2026-03-09")).toBe("DONE");
    expect(statusOn("WAITING_FOR_VALIDATION", "2026-03-01", 5, "2026-03-02")).toBe("WAITING_FOR_VALIDATION");
  });

  it("validates only what waits for validation: a running program is not over, the rest is not validatable", () => {
    expect(validationRefusal("WAITING_FOR_VALIDATION")).toBeNull();
    expect(validationRefusal("INPROGRESS")).toBe("PROGRAM_NOT_OVER");
    for (const status of ["DONE", "PENDING", "DRAFT"] as const) {
      expect(validationRefusal(status)).toBe("NOT_VALIDATABLE");
    }
  });
});
