/** What other features may use of reminders: everything else in this folder is its own. */
export { canPush, type PushOutcome } from "./pushSubscription";
export { useEnablePushReminder } from "./queries";
export { ReminderSettings } from "./ReminderSettings";
