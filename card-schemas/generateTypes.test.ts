import { describe, expect, it } from "vitest";
import { checkStale } from "./generateTypes";

describe("generated types", () => {
  it("are up to date with the schemas (run `npm run schemas` when this fails)", async () => {
    expect(await checkStale()).toEqual([]);
  });
});
