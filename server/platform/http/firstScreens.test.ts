import { describe, expect, it } from "vitest";
import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import { firstScreenAt } from "./firstScreens";

const answersOf = (entries: Array<[ApiCallKey, unknown]>) => new Map<ApiCallKey, unknown>(entries);

describe("first screens", () => {
  it("preloads the pet's background and head on home, its largest paint", () => {
    const home = firstScreenAt("/app/patient")!.screen;
    const answers = answersOf([
      [
        "GET /api/patient/home",
        {
          sections: [
            { type: "HOME_TASKS" },
            {
              type: "HOME_PET",
              pet: { background: { image: "/media/bg.svg" }, head: { image: "/media/head.svg" } },
            },
          ],
        },
      ],
    ]);
    expect(home.pictures!(answers)).toEqual(["/media/bg.svg", "/media/head.svg"]);
    expect(home.pictures!(answersOf([["GET /api/patient/home", { sections: [] }]]))).toEqual([]);
  });

  it("preloads the deck's first card's picture, and none while the lucky wheel comes first", () => {
    const deck = firstScreenAt("/app/patient/tasks")!.screen;
    const card = { task: { type: "DEFAULT", params: { imageLink: "/media/welcome.svg" } } };
    const todo = (luckyOutchi: number) =>
      answersOf([["GET /api/patient/todo", { data: { luckyOutchi }, cards: [card] }]]);
    expect(deck.pictures!(todo(0))).toEqual(["/media/welcome.svg"]);
    expect(deck.pictures!(todo(1000))).toEqual([]);
  });

  it("preloads a public program's picture, and no video", () => {
    const page = firstScreenAt("/app/guest/ressources/programs/tour")!.screen;
    const program = (mediaLink?: string) =>
      answersOf([["GET /api/guest/program/:id", mediaLink ? { mediaLink } : {}]]);
    expect(page.pictures!(program("/media/tour.svg"))).toEqual(["/media/tour.svg"]);
    expect(page.pictures!(program("https://youtu.be/Wemm-i6XHr8"))).toEqual([]);
    expect(page.pictures!(program())).toEqual([]);
  });
});
