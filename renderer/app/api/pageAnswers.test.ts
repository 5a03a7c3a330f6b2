import { afterEach, describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID } from "../../../card-schemas/sessionElement";
import { readPageAnswers, readPageDay } from "./pageAnswers";

function pageWith(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe("readPageAnswers", () => {
  it("reads the answers the server wrote into the page, by their URL", () => {
    pageWith(JSON.stringify({ answers: { "/api/patient/bank": { amount: 12 } } }));
    expect(readPageAnswers(document)).toEqual(new Map([["/api/patient/bank", { amount: 12 }]]));
  });

  it("has none when the page carries none, or a broken block, so every read is asked", () => {
    expect(readPageAnswers(document).size).toBe(0);
    pageWith('{"answers": {"/api');
    expect(readPageAnswers(document).size).toBe(0);
    document.getElementById(PAGE_DATA_ELEMENT_ID)!.textContent = "[]";
    expect(readPageAnswers(document).size).toBe(0);
  });
});

describe("readPageDay", () => {
  it("reads the reader's day the answers were made for, and none without answers", () => {
    expect(readPageDay(document)).toBeUndefined();
    pageWith(JSON.stringify({ day: "2026-11-26", answers: {} }));
    expect(readPageDay(document)).toBe("2026-11-26");
    document.getElementById(PAGE_DATA_ELEMENT_ID)!.textContent = '{"day": 3}';
    expect(readPageDay(document)).toBeUndefined();
  });
});
