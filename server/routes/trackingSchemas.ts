/** Request schemas of the tracking routes (symptoms, recurring symptoms, medication intakes). */
import {
  MEDICATION_EFFICIENCY_MAX,
  MIGRAINE_TYPES,
  SYMPTOM_DURATION_MAX_MINUTES,
  SYMPTOM_INTENSITY_MAX,
  SYMPTOM_INTENSITY_MIN,
} from "../../engine/symptomCheckIn";
import type { JsonSchema } from "../http/route";

/** A catalogue id such as MIGRAINE or PARACETAMOL. */
export const code = { type: "string", pattern: "^[A-Z][A-Z0-9_]*$", maxLength: 64 };
/** An id the client may choose for a new entry, so a retried create records it once. */
export const clientId = { type: "string", pattern: "^[A-Za-z0-9_-]{8,64}$" };
export const day = { type: "string", format: "date" };

const symptomEventFields = {
  symptom: code,
  intensity: { type: "integer", minimum: SYMPTOM_INTENSITY_MIN, maximum: SYMPTOM_INTENSITY_MAX },
  date: day,
  duration: { type: "integer", minimum: 0, maximum: SYMPTOM_DURATION_MAX_MINUTES },
  variables: {
    type: "object",
    properties: {
      comment: { type: "string", maxLength: 1000 },
      migraineType: { enum: [...MIGRAINE_TYPES] },
      medicationID: code,
      triggers: {
        type: "array",
        items: { type: "string", pattern: "^[a-z0-9][a-z0-9_-]*$", maxLength: 64 },
        maxItems: 20,
        uniqueItems: true,
      },
    },
    additionalProperties: false,
  },
};

export const symptomEventBody: JsonSchema = {
  type: "object",
  properties: { id: clientId, ...symptomEventFields },
  required: ["symptom", "intensity", "date"],
  additionalProperties: false,
};

export const symptomEventUpdateBody: JsonSchema = {
  type: "object",
  properties: symptomEventFields,
  required: ["symptom", "intensity", "date"],
  additionalProperties: false,
};

export const userSymptomBody: JsonSchema = {
  type: "object",
  properties: { symptom: code },
  required: ["symptom"],
  additionalProperties: false,
};

export const medicationIntakeBody: JsonSchema = {
  type: "object",
  properties: {
    id: clientId,
    medicationID: code,
    datetime: { type: "string", format: "date-time" },
    crisisID: { type: "string", minLength: 1, maxLength: 64 },
    efficiency: { type: "integer", minimum: 0, maximum: MEDICATION_EFFICIENCY_MAX },
  },
  required: ["medicationID", "datetime"],
  additionalProperties: false,
};

export const symptomEventResponse: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "string" },
    symptom: { type: "string" },
    intensity: { type: "integer" },
    date: { type: "string" },
    duration: { type: "integer" },
    variables: { type: "object" },
  },
  required: ["id", "symptom", "intensity", "date"],
};

export const itemsOf = (item: JsonSchema): JsonSchema => ({
  type: "object",
  properties: { items: { type: "array", items: item } },
  required: ["items"],
});
