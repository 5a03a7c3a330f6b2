import { describe, expect, it } from "vitest";
import {
  RATING_CHOICES,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
  isRating,
  ratingAverage,
  ratingGroupName,
  ratingId,
  studyOfRatingGroup,
  ratingState,
} from "./studyRating";

describe("study rating (docs/features/programs.md)", () => {
  it("runs from 0 (the cross) to 5 stars and starts on 3", () => {
    expect([RATING_MIN, RATING_MAX, RATING_DEFAULT]).toEqual([0, 5, 3]);
    expect(RATING_CHOICES).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("takes whole numbers from 0 to 5 only", () => {
    expect([0, 3, 5].every(isRating)).toBe(true);
    expect([-1, 6, 2.5, "3", null, Number.NaN].some(isRating)).toBe(false);
  });

  it("needs the study finished once, and is given once", () => {
    expect(ratingState({ finishedOnce: false, rated: false })).toBe("NOT_FINISHED");
    expect(ratingState({ finishedOnce: true, rated: false })).toBe("CAN_RATE");
    expect(ratingState({ finishedOnce: true, rated: true })).toBe("ALREADY_RATED");
  });

  it("names the comment group rating_{studyId} and one rating userId_studyId", () => {
    expect(ratingGroupName("tour")).toBe("rating_tour");
    expect(ratingId("u1", "tour")).toBe("u1_tour");
  });

  it("averages to one decimal, none without ratings", () => {
    expect(ratingAverage(0, 0)).toBeNull();
    expect(ratingAverage(5 + 4 + 4, 3)).toBe(4.3);
    expect(ratingAverage(0 + 5, 2)).toBe(2.5);
  });

  it("names a study's rating group rating_{studyId} and reads the study back from it", () => {
    expect(ratingGroupName("tour")).toBe("rating_tour");
    expect(studyOfRatingGroup("rating_tour")).toBe("tour");
    expect(studyOfRatingGroup("rating_")).toBeNull();
    expect(studyOfRatingGroup("community_all_en")).toBeNull();
  });
});
