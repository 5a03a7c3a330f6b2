/**
 * The limits and lists a call's schema states and the engine (or a model) also applies: the schema
 * refuses at the edge, the engine decides for the screens and the database; this keeps the two equal.
 */
import { describe, expect, it } from "vitest";
import type { ApiCallKey, CallPiece } from "../../card-schemas/apiCalls";
import { PREMIUM_PLANS } from "../../engine/premiumOffer";
import { SUBSCRIPTION_MONTHS } from "../../engine/authorSubscriptionPrices";
import { COMMUNITY_ANSWER_MAX_LENGTH } from "../../engine/communityQuestion";
import { DATA_VALUES_PAGE_SIZE } from "../../engine/dailyEntryFlow";
import { GOAL_PERIODS, GOAL_STATUSES } from "../../engine/goalLimits";
import { GOAL_TYPES } from "../../engine/goalSuccess";
import { MAX_PHONE_INPUT_LENGTH } from "../../engine/phoneNumber";
import { QUESTIONNAIRE_TEXT_MAX } from "../../engine/questionnaireRules";
import {
  MEDICATION_EFFICIENCY_MAX,
  MIGRAINE_TYPES,
  SYMPTOM_DURATION_MAX_MINUTES,
  SYMPTOM_INTENSITY_MAX,
  SYMPTOM_INTENSITY_MIN,
} from "../../engine/symptomCheckIn";
import { FILE_ACCESSES, SUBSCRIPTION_STATUSES } from "../db/models";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../engine/patientInputLimits";
import { inlinedPiece } from "../test/inlinedSchema";

/** The value at `path` in a piece of a call: property names, `@keyword`s and array indexes. */
function at(call: ApiCallKey, piece: CallPiece, path: string): unknown {
  let node: unknown = inlinedPiece(call, piece);
  for (const step of path.split(".")) {
    const record = node as Record<string, unknown>;
    if (step.startsWith("@")) node = record[step.slice(1)];
    else if (/^\d+$/.test(step)) node = (node as unknown[])[Number(step)];
    else node = (record.properties as Record<string, unknown>)[step];
  }
  return node;
}

const cases: Array<[string, unknown, unknown]> = [
  ["data values page", at("GET /api/patient/dataValues", "query", "limit.@maximum"), DATA_VALUES_PAGE_SIZE],
  ["goal types", at("POST /api/patient/personalGoals", "body", "typeOfGoal.@enum"), GOAL_TYPES],
  ["goal periods", at("POST /api/patient/personalGoals", "body", "period.@enum"), GOAL_PERIODS],
  ["goal statuses", at("GET /api/patient/personalGoals", "query", "status.@enum"), GOAL_STATUSES],
  [
    "lowest intensity",
    at("POST /api/patient/symptomEvents", "body", "intensity.@minimum"),
    SYMPTOM_INTENSITY_MIN,
  ],
  [
    "highest intensity",
    at("POST /api/patient/symptomEvents", "body", "intensity.@maximum"),
    SYMPTOM_INTENSITY_MAX,
  ],
  [
    "longest symptom",
    at("POST /api/patient/symptomEvents", "body", "duration.@maximum"),
    SYMPTOM_DURATION_MAX_MINUTES,
  ],
  [
    "migraine types",
    at("POST /api/patient/symptomEvents", "body", "variables.migraineType.@enum"),
    MIGRAINE_TYPES,
  ],
  [
    "medication efficiency",
    at("POST /api/patient/medicationIntakes", "body", "efficiency.@maximum"),
    MEDICATION_EFFICIENCY_MAX,
  ],
  [
    "questionnaire text",
    at(
      "POST /api/patient/questionnaires/:id/records",
      "body",
      "answers.@additionalProperties.@anyOf.0.@maxLength",
    ),
    QUESTIONNAIRE_TEXT_MAX,
  ],
  [
    "community answer",
    at("POST /api/patient/communityQuestions/:id/answers", "body", "@oneOf.0.text.@maxLength"),
    COMMUNITY_ANSWER_MAX_LENGTH,
  ],
  [
    "message to an author",
    at("POST /api/patient/autors/:autorId/messages", "body", "message.@maxLength"),
    CHAT_MESSAGE_MAX_LENGTH,
  ],
  ["phone number", at("PUT /api/patient/patientInfo", "body", "phone.@maxLength"), MAX_PHONE_INPUT_LENGTH],
  [
    "subscription months",
    at("POST /api/patient/autors/:autorId/subscribe", "body", "months.@enum"),
    SUBSCRIPTION_MONTHS,
  ],
  ["premium plans", at("POST /api/patient/checkout", "body", "plan.@enum"), PREMIUM_PLANS],
  ["file accesses", at("POST /api/patient/uploads", "query", "access.@enum"), FILE_ACCESSES],
  [
    "subscription statuses",
    at("POST /api/patient/study/validate/:subId", "answer", "status.@enum"),
    SUBSCRIPTION_STATUSES,
  ],
];

describe("the calls' schemas and the engine", () => {
  it.each(cases)("agree on %s", (_name, inSchema, inEngine) => {
    expect(inSchema).toEqual(inEngine);
  });
});
