import { describe, expect, it, vi } from "vitest";
import { callKey } from "../api/callKey";
import { createQueryClient } from "../api/createQueryClient";
import { picturesIn, warmDeckPictures } from "./warmPictures";
import { WORKER_MESSAGE } from "./workerProtocol";

const deckOf = (...pictures: string[]) => ({
  data: { luckyOutchi: 0 },
  cards: pictures.map((picture, index) => ({
    id: `card-${index}`,
    type: "TASK",
    task: { type: "DEFAULT", params: { mediaLink: picture, body: [{ type: "image", src: picture }] } },
  })),
});

describe("picturesIn", () => {
  it("finds our pictures anywhere in an answer, not videos, other hosts nor other API paths", () => {
    const found = picturesIn({
      cards: [
        { task: { params: { image: "/media/tour/walk.png", video: "/media/tour/breath.mp4" } } },
        { blocks: [{ src: "/api/files/0b7c" }, { src: "https://example.com/a.png" }, "/api/patient/bank"] },
      ],
    });
    expect([...found]).toEqual(["/media/tour/walk.png", "/api/files/0b7c"]);
  });
});

describe("warmDeckPictures", () => {
  it("posts the deck's pictures to the worker, those cached now and those of later answers, each once", () => {
    const queryClient = createQueryClient({ retry: false });
    const today = callKey("GET /api/patient/todo", { query: { date: "2026-03-02" } });
    queryClient.setQueryData(today, deckOf("/media/a.png", "/api/files/f1"));
    queryClient.setQueryData(callKey("GET /api/patient/bank"), { avatar: "/media/pet.png" });
    const post = vi.fn();
    const stop = warmDeckPictures(queryClient, post);
    expect(post).toHaveBeenCalledWith({
      type: WORKER_MESSAGE.warmPictures,
      urls: ["/media/a.png", "/api/files/f1"],
    });

    queryClient.setQueryData(today, deckOf("/media/a.png", "/media/b.png"));
    expect(post).toHaveBeenLastCalledWith({ type: WORKER_MESSAGE.warmPictures, urls: ["/media/b.png"] });
    expect(post).toHaveBeenCalledTimes(2);

    stop();
    queryClient.setQueryData(today, deckOf("/media/c.png"));
    expect(post).toHaveBeenCalledTimes(2);
  });
});
