/** What other features may use of goals: everything else in this folder is its own. */
export { GoalsTile } from "./GoalsTile";
export { goalsInProgressQuery } from "./queries";
