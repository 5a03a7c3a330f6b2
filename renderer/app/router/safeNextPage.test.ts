import { describe, expect, it } from "vitest";
import { safeNextPage } from "./safeNextPage";

describe("safeNextPage", () => {
  it("keeps a path of the app, with its query", () => {
    expect(safeNextPage("/app/patient/ressources/studies/tour?x=1")).toBe(
      "/app/patient/ressources/studies/tour?x=1",
    );
  });

  it.each([
    undefined,
    "",
    "https://evil.example/app/",
    "//evil.example/app/",
    "/\\evil",
    "/api/auth/logout",
    "javascript:alert(1)",
  ])("sends %s home", (nextPage) => {
    expect(safeNextPage(nextPage)).toBe("/app/patient");
  });
});
