import { describe, expect, it } from "vitest";
import { ValidationError } from "../../core/errors";
import {
  MAX_JSON_DEPTH,
  hostileJson,
  problemOfText,
  refuseHostileFields,
  refuseHostileJson,
} from "./hostileInput";

/** `levels` arrays one inside the other around "leaf". */
function nested(levels: number): unknown {
  let value: unknown = "leaf";
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

describe("problemOfText", () => {
  it("passes text PostgreSQL stores, emoji (surrogate pairs) included", () => {
    for (const text of ["", "plain", "é à ü", "😀 🇫🇷", "\u0001\u001f", "\uFFFD"]) {
      expect(problemOfText(text)).toBeUndefined();
    }
  });

  it("names a NUL and a lone surrogate of either half", () => {
    expect(problemOfText("a\u0000b")).toMatch(/NUL/);
    expect(problemOfText("a\ud800b")).toMatch(/lone surrogate/);
    expect(problemOfText("a\udc00")).toMatch(/lone surrogate/);
    expect(problemOfText("\ud83d")).toMatch(/lone surrogate/);
  });
});

describe("hostileJson", () => {
  it("passes clean bodies of any shape", () => {
    expect(hostileJson({ a: [1, true, null, { b: "😀" }], c: "x" })).toBeUndefined();
    expect(hostileJson(null)).toBeUndefined();
    expect(hostileJson(nested(MAX_JSON_DEPTH - 1))).toBeUndefined();
  });

  it("names the path of an unstorable value, in arrays and objects", () => {
    expect(hostileJson({ email: "a\u0000@x.t" })).toEqual({
      path: "/email",
      message: expect.stringMatching(/NUL/),
    });
    expect(hostileJson({ value: { data: { list: ["ok", "\ud800"] } } })?.path).toBe("/value/data/list/1");
    expect(hostileJson("\u0000")?.path).toBe("/");
  });

  it("names an unstorable key, with what made it so replaced, and escapes / and ~", () => {
    expect(hostileJson({ "a\u0000": 1 })?.path).toBe("/a\uFFFD");
    expect(hostileJson({ "x/y~": { "\udfff": 1 } })?.path).toBe("/x~1y~0/\uFFFD");
  });

  it(`refuses more than ${MAX_JSON_DEPTH} levels at the first level too deep`, () => {
    expect(hostileJson(nested(MAX_JSON_DEPTH))).toBeUndefined();
    const detail = hostileJson({ data: nested(5000) });
    expect(detail?.message).toMatch(/nest/);
    expect(detail?.path).toBe(`/data${"/0".repeat(MAX_JSON_DEPTH - 1)}`);
  });

  it("throws ValidationError through refuseHostileJson", () => {
    expect(() => refuseHostileJson({ a: "\u0000" })).toThrow(ValidationError);
    expect(() => refuseHostileJson({ a: "fine" })).not.toThrow();
  });
});

describe("refuseHostileFields", () => {
  const detailsOf = (fields: Record<string, string | string[] | undefined>) => {
    try {
      refuseHostileFields(fields);
      return undefined;
    } catch (err) {
      return (err as ValidationError).details;
    }
  };

  it("passes clean parameters and query values, lists and absent ones", () => {
    expect(detailsOf({ id: "abc", tags: ["a", "b"], none: undefined })).toBeUndefined();
  });

  it("names the parameter or query value holding a NUL, also inside a list", () => {
    expect(detailsOf({ id: "ok", user_id: "\u0000" })).toEqual([
      { path: "/user_id", message: expect.stringMatching(/NUL/) },
    ]);
    expect(detailsOf({ tags: ["a", "b\ud800"] })?.[0]).toMatchObject({ path: "/tags" });
    expect(detailsOf({ "x\u0000": "1" })?.[0]).toMatchObject({ path: "/x\uFFFD" });
  });
});
