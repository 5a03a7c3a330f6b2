import { route } from "../http/route";
import { presentMedication } from "../presenters/tracking";
import {
  createMedicationIntake,
  listMedicationIntakes,
  type MedicationIntakeInput,
} from "../services/medicationIntakes";
import { listMedications } from "../services/trackingCatalogue";
import { day, itemsOf, medicationIntakeBody } from "./trackingSchemas";

const intake = {
  type: "object",
  properties: {
    id: { type: "string" },
    medicationID: { type: "string" },
    datetime: { type: "string" },
    crisisID: { type: "string" },
    efficiency: { type: "integer" },
  },
  required: ["id", "medicationID", "datetime"],
};

/** The medication catalogue and the patient's intakes (seed 001 §3, API.md "Tracking"). */
export const medicationRoutes = [
  route({
    method: "GET",
    path: "/api/patient/medications",
    policy: "patient",
    tag: "tracking",
    summary: "The medication catalogue, named in the patient's language.",
    response: itemsOf({ type: "object", properties: { id: { type: "string" }, label: { type: "string" } } }),
    async handler({ user, deps }) {
      const rows = await listMedications(deps.db);
      const items = rows.map((row) => presentMedication(row, user.language));
      return { items: items.sort((a, b) => a.label.localeCompare(b.label, user.language)) };
    },
  }),

  route<"patient", Record<string, never>, { date?: string }>({
    method: "GET",
    path: "/api/patient/medicationIntakes",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's intakes of one local day (`date`), else the latest 100.",
    query: { type: "object", properties: { date: day } },
    response: itemsOf(intake),
    async handler({ user, query, deps }) {
      return { items: await listMedicationIntakes(deps.db, user, query.date) };
    },
  }),

  route<"patient", MedicationIntakeInput>({
    method: "POST",
    path: "/api/patient/medicationIntakes",
    policy: "patient",
    quota: "trackingEntries",
    tag: "tracking",
    summary:
      "Record a medication intake (efficiency 0-5); with a client `id`, a retry answers the intake already recorded.",
    body: medicationIntakeBody,
    response: intake,
    status: 201,
    async handler({ user, body, deps }) {
      return createMedicationIntake(deps.db, user, body);
    },
  }),
];
