/** What other features may use of deck: everything else in this folder is its own. */
export { walkFallbacks } from "./cardFallback";
export { dueActions, QUEUE_SUBSCRIPTION_STATUS } from "./dailyQueue";
export {
  analyticOf,
  type EndOfStudyAction,
  endOfStudyPlan,
  endOfStudyReducer,
  type EndOfStudyState,
  initialEndOfStudyState,
  stepKind,
} from "./endOfStudyFlow";
export { AUTHOR_MESSAGE_WINDOW_DAYS } from "./queueNotices";
export { streakStats } from "./streakStats";
export { HOME_TASK_STRIP_DAYS, taskStrip } from "./taskStrip";
