import { describe, expect, it } from "vitest";
import { GALLERY_MAX_PICTURES, galleryPictures } from "./analysisGallery";

describe("galleryPictures", () => {
  it("merges private and shared pictures, newest day first, then latest stored", () => {
    const privates = [
      { id: "a", date: "2026-11-02", storedAt: 5 },
      { id: "b", date: "2026-11-20", storedAt: 1 },
    ];
    const social = [
      { id: "c", date: "2026-11-20", storedAt: 9 },
      { id: "d", date: "2026-11-10", storedAt: 3 },
    ];
    expect(galleryPictures(privates, social).map((picture) => picture.id)).toEqual(["c", "b", "d", "a"]);
  });

  it("keeps the newest GALLERY_MAX_PICTURES", () => {
    const many = Array.from({ length: GALLERY_MAX_PICTURES + 5 }, (_, index) => ({
      id: String(index),
      date: "2026-11-01",
      storedAt: index,
    }));
    const kept = galleryPictures(many);
    expect(kept).toHaveLength(200);
    expect(kept[0]!.id).toBe(String(GALLERY_MAX_PICTURES + 4));
    expect(kept.at(-1)!.id).toBe("5");
  });
});
