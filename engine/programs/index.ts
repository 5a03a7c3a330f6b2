/** What other features may use of programs: everything else in this folder is its own. */
export { isAvailable, isLive, wasPublished } from "./programAvailability";
export { ratingGroupName, studyOfRatingGroup } from "./studyRating";
