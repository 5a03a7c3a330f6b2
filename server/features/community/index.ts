/** What other features may use of community: everything else in this folder is its own. */
export { assertMayPost, TooSoon } from "./postingLimit";
export { decidedQuestions } from "./decidedQuestions";
export { moderateQuestion } from "./moderateQuestion";
export { type ModerationQuestion } from "./present";
export { questionForModeration } from "./questionForModeration";
export { waitingQuestions } from "./waitingQuestions";
export { authorOf, socialAuthors } from "./socialAuthors";
export { ownAnswers } from "./ownAnswers";
export { ALL_COMMUNITY } from "./communityNames";
