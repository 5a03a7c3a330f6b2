import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl } from "./youtubeEmbedUrl";

describe("youtubeEmbedUrl", () => {
  it.each([
    "https://www.youtube.com/watch?v=inpok4MKVLM",
    "https://youtu.be/inpok4MKVLM",
    "https://m.youtube.com/watch?v=inpok4MKVLM&t=10",
    "https://www.youtube.com/embed/inpok4MKVLM",
    "https://www.youtube.com/shorts/inpok4MKVLM",
  ])("embeds %s through youtube-nocookie", (link) => {
    expect(youtubeEmbedUrl(link)).toBe("https://www.youtube-nocookie.com/embed/inpok4MKVLM");
  });

  it.each([
    "not a url",
    "https://vimeo.com/123456",
    "https://www.youtube.com/watch?v=<script>",
    "https://youtu.be/",
  ])("refuses %s", (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
  });
});
