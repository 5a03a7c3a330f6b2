import { describe, expect, it } from "vitest";
import {
  canSendSymptoms,
  isMedicationEfficiency,
  isMigraineType,
  isSymptomIntensity,
  LUCKY_WHEEL_TOP_SYMPTOMS,
  MEDICATION_EFFICIENCY_MAX,
  MIGRAINE_TYPES,
  missingIntensities,
  orderSymptomsForPicking,
  SYMPTOM_INTENSITIES,
  SYMPTOM_INTENSITY_MAX,
  SYMPTOM_INTENSITY_MIN,
} from "./symptomCheckIn";

describe("the symptom intensity scale (docs/features/tracking.md: 0-5)", () => {
  it("runs from 0 to 5 in whole steps", () => {
    expect(SYMPTOM_INTENSITY_MIN).toBe(0);
    expect(SYMPTOM_INTENSITY_MAX).toBe(5);
    expect(SYMPTOM_INTENSITIES).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("accepts 0 and 5, refuses -1, 6, 2.5 and non-numbers", () => {
    expect(isSymptomIntensity(0)).toBe(true);
    expect(isSymptomIntensity(5)).toBe(true);
    expect(isSymptomIntensity(-1)).toBe(false);
    expect(isSymptomIntensity(6)).toBe(false);
    expect(isSymptomIntensity(2.5)).toBe(false);
    expect(isSymptomIntensity("3")).toBe(false);
    expect(isSymptomIntensity(undefined)).toBe(false);
  });

  it("rates medication efficiency on the same 0-5 scale", () => {
    expect(MEDICATION_EFFICIENCY_MAX).toBe(5);
    expect(isMedicationEfficiency(5)).toBe(true);
    expect(isMedicationEfficiency(6)).toBe(false);
    expect(isMedicationEfficiency(-1)).toBe(false);
  });
});

describe("migraine types (docs/features/tracking.md)", () => {
  it("are the five of the seed", () => {
    expect(MIGRAINE_TYPES).toEqual([
      "TENSION_HEADACHE",
      "WITHOUT_AURA",
      "WITH_AURA",
      "MEDICATION_RELATED",
      "OTHER",
    ]);
    expect(isMigraineType("WITH_AURA")).toBe(true);
    expect(isMigraineType("CLUSTER")).toBe(false);
  });
});

describe("canSendSymptoms (docs/features/tracking.md)", () => {
  const recurring = ["MIGRAINE", "BACK_PAIN", "ANXIETY"];

  it("stays disabled until every recurring symptom has an intensity", () => {
    expect(canSendSymptoms(recurring, {})).toBe(false);
    expect(canSendSymptoms(recurring, { MIGRAINE: 3, BACK_PAIN: 0 })).toBe(false);
    expect(missingIntensities(recurring, { MIGRAINE: 3, BACK_PAIN: 0 })).toEqual(["ANXIETY"]);
    expect(canSendSymptoms(recurring, { MIGRAINE: 3, BACK_PAIN: 0, ANXIETY: 5 })).toBe(true);
  });

  it("counts 0 as an answer and an intensity off the scale as none", () => {
    expect(canSendSymptoms(["ASTHMA"], { ASTHMA: 0 })).toBe(true);
    expect(canSendSymptoms(["ASTHMA"], { ASTHMA: 6 })).toBe(false);
  });

  it("has nothing to send without a recurring symptom", () => {
    expect(canSendSymptoms([], {})).toBe(false);
  });
});

describe("the lucky-wheel top symptom list (docs/features/tracking.md)", () => {
  it("is the product's six symptoms in order", () => {
    expect(LUCKY_WHEEL_TOP_SYMPTOMS).toEqual([
      "MIGRAINE",
      "ECZEMA",
      "BACK_PAIN",
      "ANXIETY",
      "DEPRESSION",
      "ASTHMA",
    ]);
  });

  it("orders a catalogue with the top six first, then by sortKey", () => {
    const catalogue = [
      { id: "NAUSEA", sortKey: 5 },
      { id: "ASTHMA", sortKey: 60 },
      { id: "MIGRAINE", sortKey: 10 },
      { id: "FATIGUE", sortKey: 1 },
    ];
    expect(orderSymptomsForPicking(catalogue).map((s) => s.id)).toEqual([
      "MIGRAINE",
      "ASTHMA",
      "FATIGUE",
      "NAUSEA",
    ]);
  });
});
