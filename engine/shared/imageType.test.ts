import { describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, PICTURE_FILE_TYPES, sniffImageType } from "./imageType";

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe("sniffImageType", () => {
  it("knows JPEG, PNG, GIF and WebP by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffImageType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF87a"))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes("<svg xmlns"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WAVE"))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("caps a picture at 5 MB", () => {
    expect(MAX_PICTURE_BYTES).toBe(5_242_880);
  });

  it("caps a picture at 50 million pixels, above a 48-megapixel photo (8000 × 6000)", () => {
    expect(MAX_PICTURE_PIXELS).toBe(50_000_000);
    expect(8000 * 6000).toBeLessThanOrEqual(MAX_PICTURE_PIXELS);
  });

  it("offers the file picker the four types it knows", () => {
    expect(PICTURE_FILE_TYPES).toBe("image/jpeg,image/png,image/webp,image/gif");
  });
});
