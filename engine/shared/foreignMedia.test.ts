import { describe, expect, it } from "vitest";
import { foreignMediaPaths, isOwnOriginMedia } from "./foreignMedia";

describe("media a program may publish (docs/features/uploads.md)", () => {
  it("takes our own paths and YouTube, and nothing else", () => {
    expect(isOwnOriginMedia("/media/breathing-circle.mp4")).toBe(true);
    expect(isOwnOriginMedia("/api/files/4f1c")).toBe(true);
    expect(isOwnOriginMedia("https://www.youtube.com/watch?v=Wemm-i6XHr8")).toBe(true);
    expect(isOwnOriginMedia("https://youtu.be/Wemm-i6XHr8")).toBe(true);
    expect(isOwnOriginMedia("https://cdn.example/clip.mp4")).toBe(false);
    expect(isOwnOriginMedia("//cdn.example/clip.mp4")).toBe(false);
    expect(isOwnOriginMedia("/\\cdn.example/clip.mp4")).toBe(false);
  });

  it("names every foreign media link of a document, however deep", () => {
    const program = {
      mediaLink: "/media/tour.svg",
      actionsJournal: [
        { params: { mediaType: "video", mediaLink: "https://cdn.example/a.mp4" } },
        { params: { blocks: [{ kind: "media", mediaLink: "https://cdn.example/b.webm" }] } },
        { params: { mediaType: "youtube", mediaLink: "https://www.youtube.com/watch?v=Wemm-i6XHr8" } },
      ],
    };
    expect(foreignMediaPaths(program)).toEqual([
      "/actionsJournal/0/params/mediaLink",
      "/actionsJournal/1/params/blocks/0/mediaLink",
    ]);
  });
});
