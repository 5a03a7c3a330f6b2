import { describe, expect, it } from "vitest";
import { createAjv } from "./validators";
import { isTimeZone } from "./timeZoneFormat";

describe("the time-zone format", () => {
  it("knows IANA time zones and nothing else", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("is what ajv checks a `format: time-zone` string with", () => {
    const validate = createAjv().compile({ type: "string", format: "time-zone" });
    expect(validate("Europe/Paris")).toBe(true);
    expect(validate("Mars/Olympus")).toBe(false);
  });
});
