import { describe, expect, it } from "vitest";
import dataValues from "../../content/dataValues.json" with { type: "json" };
import type { DataValue } from "../../card-schemas/generated/DataValueCatalogue";
import { localizeDataValue } from "./localizedDataValue";

const sleep = (dataValues as DataValue[])[0] as DataValue;

describe("localizeDataValue", () => {
  it("keeps the entry and its texts in one language", () => {
    const fr = localizeDataValue(sleep, "fr");
    expect(fr.label.name).toBe("Qualité du sommeil");
    expect(fr).not.toHaveProperty("labels");
    expect(fr.id).toBe("SLEEP_QUALITY");
  });

  it("falls back to English", () => {
    expect(localizeDataValue(sleep, "de").label.name).toBe("Sleep quality");
  });
});
