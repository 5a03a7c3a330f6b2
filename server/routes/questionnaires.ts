import { QUESTIONNAIRE_TEXT_MAX } from "../../engine";
import type { JsonSchema } from "../http/route";
import { route } from "../http/route";
import {
  createQuestionnaireRecord,
  getLastRecord,
  getLocalizedQuestionnaire,
  type QuestionnaireRecordInput,
} from "../services/questionnaires";
import { clientId } from "./trackingSchemas";

const answer: JsonSchema = {
  anyOf: [
    { type: "string", maxLength: QUESTIONNAIRE_TEXT_MAX },
    { type: "number" },
    { type: "array", maxItems: 12, items: { type: "string", maxLength: 64 } },
  ],
};

const recordBody: JsonSchema = {
  type: "object",
  properties: {
    id: clientId,
    answers: {
      type: "object",
      maxProperties: 50,
      propertyNames: { maxLength: 64 },
      additionalProperties: answer,
      description: "Question id → option id (single), option ids (multiple), number (scale, number) or text.",
    },
  },
  required: ["answers"],
  additionalProperties: false,
};

const record: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    questionnaireId: { type: "string" },
    formCategory: { type: "string" },
    datetime: { type: "string", format: "date-time" },
    day: { type: "string", format: "date", description: "The record's day in the patient's time zone." },
    score: { type: "number" },
    answers: { type: "object" },
    rewards: { type: "integer", description: "Rewards paid with this record." },
  },
};

/** Questionnaires of the content and the patient's records (seed 001 §3, §4, §5; seed 003). */
export const questionnaireRoutes = [
  route({
    method: "GET",
    path: "/api/patient/questionnaires/:id",
    policy: "patient",
    tag: "questionnaires",
    summary:
      "A questionnaire in the patient's language: questions, answer types, options with their points, rewards, period.",
    response: { type: "object", properties: { id: { type: "string" }, questions: { type: "array" } } },
    async handler({ user, params, deps }) {
      return getLocalizedQuestionnaire(deps.db, user, params.id ?? "");
    },
  }),

  route({
    method: "GET",
    path: "/api/patient/questionnaires/:id/lastRecord",
    policy: "patient",
    tag: "questionnaires",
    summary:
      "The patient's last record of a questionnaire (null if none), its period, and whether its rewards are offered now (the period has elapsed since that record).",
    response: {
      type: "object",
      properties: {
        record: { anyOf: [record, { type: "null" }] },
        period: { type: "integer" },
        rewards: { type: "integer" },
        rewardsOffered: { type: "boolean" },
        nextRewardAt: { type: ["string", "null"], format: "date-time" },
      },
    },
    async handler({ user, params, deps }) {
      return getLastRecord(deps.db, user, params.id ?? "", deps.now());
    },
  }),

  route<"patient", QuestionnaireRecordInput>({
    method: "POST",
    path: "/api/patient/questionnaires/:id/records",
    policy: "patient",
    quota: "trackingEntries",
    tag: "questionnaires",
    summary:
      "Save a filled questionnaire: answers checked against it (400 otherwise), score computed here, its rewards paid when the period has elapsed; with a client `id`, a retry answers the record already saved.",
    body: recordBody,
    response: record,
    status: 201,
    async handler({ user, params, body, deps }) {
      return createQuestionnaireRecord(deps.db, user, params.id ?? "", body, deps.now());
    },
  }),
];
