/** What other features may use of community: everything else in this folder is its own. */
export { AuthorLine } from "./AuthorLine";
export { moderationHistoryQuery, moderationQuery, useModerate } from "./queries";
