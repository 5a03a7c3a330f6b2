/** What other features may use of community: everything else in this folder is its own. */
export { isVisibleStatus, VISIBLE_STATUSES, WAITING_STATUS } from "./communityFeed";
export { questionOfPeriod } from "./communityQuestion";
export { communityOfGroupName } from "./questionDraft";
export { BIO_MAX_LENGTH, PSEUDO_MAX_LENGTH } from "./socialProfileText";
export {
  COMMUNITY_MESSAGE_INTERVAL_DAYS,
  COMMUNITY_POST_TYPES,
  COUNTED_POST_STATUSES,
  MODERATION_HISTORY_SIZE,
  MODERATION_REASON_MAX_LENGTH,
  REPORT_REASON_MAX_LENGTH,
} from "./communityFeed";
