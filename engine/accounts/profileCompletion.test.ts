import { describe, expect, it } from "vitest";
import { missingRequiredFields, profileCompletion, PROFILE_COMPLETION_FIELDS } from "./profileCompletion";

const full = {
  dateOfBirth: "1990-04-02",
  firstName: "Ana",
  cspCode: "EMPLOYEE",
  zipcode: "75011",
  country: "FR",
  gender: "female",
  weight: 60,
  height: 168,
  mutuelle: "MGEN",
};

describe("profileCompletion (docs/features/accounts.md: floor of 100 × filled / 9)", () => {
  it("counts the nine named fields", () => {
    expect(PROFILE_COMPLETION_FIELDS).toHaveLength(9);
    expect(profileCompletion(full)).toEqual({ completion: 100, missing: [] });
    expect(profileCompletion({})).toEqual({ completion: 0, missing: [...PROFILE_COMPLETION_FIELDS] });
  });

  it("rounds down: 1 of 9 is 11, 5 of 9 is 55, 8 of 9 is 88", () => {
    expect(profileCompletion({ firstName: "Ana" }).completion).toBe(11);
    const five = {
      dateOfBirth: "1990-04-02",
      firstName: "Ana",
      zipcode: "75011",
      country: "FR",
      gender: "NA",
    };
    expect(profileCompletion(five)).toEqual({
      completion: 55,
      missing: ["cspCode", "weight", "height", "mutuelle"],
    });
    expect(profileCompletion({ ...full, mutuelle: null }).completion).toBe(88);
  });

  it("does not count blank text, nor fields outside the nine", () => {
    expect(profileCompletion({ ...full, firstName: "   " }).missing).toEqual(["firstName"]);
    expect(profileCompletion({ pharmacie: "X", company: "Y" } as never).completion).toBe(0);
  });
});

describe("missingRequiredFields (firstName, dateOfBirth, gender, country, zipcode)", () => {
  it("names each empty required input", () => {
    expect(missingRequiredFields(full)).toEqual([]);
    expect(missingRequiredFields({ firstName: "Ana", country: "" })).toEqual([
      "dateOfBirth",
      "gender",
      "country",
      "zipcode",
    ]);
  });
});
