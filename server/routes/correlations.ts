import { route } from "../http/route";
import { listCorrelations } from "../services/correlations";

export const correlationRoutes = [
  route<"patient", Record<string, never>, { symptom?: string; dataValue?: string }>({
    method: "GET",
    path: "/api/patient/correlations",
    policy: "patient",
    tag: "tracking",
    summary:
      "Correlations between the patient's symptoms and daily values over the last 30 days, strongest first: 3 free, 100 with a paid author link.",
    query: {
      type: "object",
      properties: {
        symptom: { type: "string", pattern: "^[A-Z][A-Z0-9_]*$", maxLength: 64 },
        dataValue: { type: "string", pattern: "^[a-z][a-zA-Z0-9]*$", maxLength: 64 },
      },
    },
    response: {
      type: "object",
      properties: {
        items: {
          type: "array",
          items: {
            type: "object",
            properties: {
              id: { type: "string" },
              symptom: { type: "string" },
              symptomName: { type: "string" },
              dataValue: { type: "string" },
              dataValueName: { type: "string" },
              correlation: { type: "number", minimum: -1, maximum: 1 },
              confidenceScore: { type: "number", minimum: 0, maximum: 1 },
              pairedDays: { type: "integer" },
            },
          },
        },
        total: { type: "integer" },
        limited: { type: "boolean" },
      },
      required: ["items", "total", "limited"],
    },
    async handler({ user, query, deps }) {
      return listCorrelations(deps, user, { symptom: query.symptom, dataValue: query.dataValue });
    },
  }),
];
