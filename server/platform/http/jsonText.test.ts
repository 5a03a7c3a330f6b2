import { describe, expect, it } from "vitest";
import { JsonText } from "./jsonText";

describe("JsonText", () => {
  it("wraps its text in the success envelope, which parses to the answer", () => {
    const answer = new JsonText<{ cards: string[] }>('{"cards":["a","b"]}');
    expect(answer.envelope).toBe('{"success":true,"value":{"cards":["a","b"]}}');
    expect(JSON.parse(answer.envelope)).toEqual({ success: true, value: { cards: ["a", "b"] } });
  });
});
