/** What other features may use of tracking: everything else in this folder is its own. */
export { type DataValueType, SCALED_TYPES } from "./dailyActivityEntry";
export { DATA_VALUES_PAGE_SIZE } from "./dailyEntryFlow";
export { type DataValueScale, unapplyScale } from "./dataValueScale";
export { localizeDataValue } from "./localizedDataValue";
export { decodeMultiselect } from "./multiselectEncoding";
export { CHAT_MESSAGE_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./patientInputLimits";
export { isMinuteOfDay, minutesToHour } from "./hourEncoding";
export { localizeQuestionnaire, QUESTIONNAIRE_SCORES_WINDOW_DAYS } from "./questionnaireRules";
export { fromSleepAxis, NO_SLEEP_ENTRY, SCREEN_ENTRIES, SLEEP_TIME_ENTRIES, toSleepAxis } from "./sleepScale";
export {
  MEDICATION_EFFICIENCY_MAX,
  SYMPTOM_INTENSITIES,
  SYMPTOM_INTENSITY_MAX,
  SYMPTOM_INTENSITY_MIN,
} from "./symptomCheckIn";
