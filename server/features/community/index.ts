/** What other features may use of community: everything else in this folder is its own. */
export {
  moderateQuestion,
  type ModerationQuestion,
  questionForModeration,
  waitingQuestions,
} from "./communityQuestionModeration";
export { authorOf, socialAuthors } from "./socialAuthors";
