/** What other features may use of authors: everything else in this folder is its own. */
export { authorPostDays } from "./authorPosts";
export { AUTHOR_LINK_VALIDATED, isAuthorLinkValid } from "./authorSubscriptionPrices";
export { contributionAllowed } from "./authorContribution";
