import { describe, expect, it } from "vitest";
import { authorAnswers, isAuthorListed } from "./authorReach";

describe("isAuthorListed", () => {
  it("needs a name, a title and a bio, each in some language", () => {
    expect(isAuthorListed({ name: "Léa", title: { fr: "Coach" }, bio: "Bio" })).toBe(true);
    expect(isAuthorListed({ name: "Léa", title: { fr: " ", en: "" }, bio: "Bio" })).toBe(false);
    expect(isAuthorListed({ name: "Léa", title: "Coach", bio: undefined })).toBe(false);
    expect(isAuthorListed({ name: " ", title: "Coach", bio: "Bio" })).toBe(false);
    expect(isAuthorListed({ name: "Dr Test", title: null, bio: null })).toBe(false);
  });
});

describe("authorAnswers", () => {
  it("is true only for an author a pro account owns", () => {
    expect(authorAnswers({ role: "pro" })).toBe(true);
    expect(authorAnswers({ role: "patient" })).toBe(false);
    expect(authorAnswers(null)).toBe(false);
    expect(authorAnswers(undefined)).toBe(false);
  });
});
