/** What other features may use of community: everything else in this folder is its own. */
export { VISIBLE_STATUSES, WAITING_STATUS } from "./communityFeed";
export { questionOfPeriod } from "./communityQuestion";
export { BIO_MAX_LENGTH, PSEUDO_MAX_LENGTH } from "./socialProfileText";
export { MODERATION_REASON_MAX_LENGTH } from "./communityFeed";
