import { describe, expect, it } from "vitest";
import { mediaLinkType } from "./mediaLinkType";

describe("a media link's type (docs/features/uploads.md: image, youtube, video)", () => {
  it("tells YouTube addresses, video files and pictures apart", () => {
    expect(mediaLinkType("https://www.youtube.com/watch?v=Wemm-i6XHr8")).toBe("youtube");
    expect(mediaLinkType("https://youtu.be/Wemm-i6XHr8")).toBe("youtube");
    expect(mediaLinkType("https://cdn.example/clip.MP4?x=1")).toBe("video");
    expect(mediaLinkType("/media/uploads/intro.webm")).toBe("video");
    expect(mediaLinkType("/media/tour.svg")).toBe("image");
    expect(mediaLinkType("https://cdn.example/cover.png")).toBe("image");
  });
});
