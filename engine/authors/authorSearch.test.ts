import { describe, expect, it } from "vitest";
import type { AuthorGoal } from "../../card-schemas";
import { AUTHOR_SEARCH_LIST_LIMIT, AUTHOR_SEARCH_RESULTS_LIMIT, searchAuthors } from "./authorSearch";

const author = (name: string, goals: AuthorGoal[], title?: string) => ({
  name,
  goals,
  ...(title ? { title } : {}),
});

describe("the add-support search (docs/features/authors.md)", () => {
  const many = Array.from({ length: 40 }, (_, i) => author(`Coach ${i}`, i % 2 ? ["sleep"] : ["stress"]));

  it("lists 30 authors and shows 5 results for a text", () => {
    expect(AUTHOR_SEARCH_LIST_LIMIT).toBe(30);
    expect(AUTHOR_SEARCH_RESULTS_LIMIT).toBe(5);
    expect(searchAuthors(many, {})).toHaveLength(30);
    expect(searchAuthors(many, { search: "coach" })).toHaveLength(5);
  });

  it("filters by goal", () => {
    const sleep = searchAuthors(many, { goal: "sleep" });
    expect(sleep).toHaveLength(20);
    expect(sleep.every((a) => a.goals.includes("sleep"))).toBe(true);
  });

  it("searches at any length, not only under 4 characters (the product's quirk is not copied)", () => {
    const authors = [author("Léa Martin", ["sleep"], "Sleep coach"), author("Outchi", ["wellbeing"])];
    expect(searchAuthors(authors, { search: "Martin" }).map((a) => a.name)).toEqual(["Léa Martin"]);
    expect(searchAuthors(authors, { search: "lea martin" }).map((a) => a.name)).toEqual(["Léa Martin"]);
    expect(searchAuthors(authors, { search: "sleep coach" }).map((a) => a.name)).toEqual(["Léa Martin"]);
    expect(searchAuthors(authors, { search: "wellbeing" }).map((a) => a.name)).toEqual(["Outchi"]);
    expect(searchAuthors(authors, { search: "nobody here" })).toEqual([]);
  });

  it("combines the goal and the text", () => {
    const authors = [author("Anna", ["sleep"]), author("Anne", ["stress"])];
    expect(searchAuthors(authors, { goal: "stress", search: "ann" }).map((a) => a.name)).toEqual(["Anne"]);
  });
});
