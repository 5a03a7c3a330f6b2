import { route } from "../../platform/http/route";
import { presentMedication } from "./present";
import { createMedicationIntake } from "./createMedicationIntake";
import { listMedicationIntakes } from "./medicationIntakes";
import { recordPatientEntry } from "./recordPatientEntry";
import { listMedications } from "./medicationCatalogue";

/** The medication catalogue and the patient's intakes (docs/features/tracking.md). */
export const medicationRoutes = [
  route({
    call: "GET /api/patient/medications",
    policy: "patient",
    tag: "tracking",
    summary: "The medication catalogue, named in the patient's language.",
    async handler({ user, deps }) {
      const rows = await listMedications(deps.db);
      const items = rows.map((row) => presentMedication(row, user.language));
      return { items: items.sort((a, b) => a.label.localeCompare(b.label, user.language)) };
    },
  }),

  route({
    call: "GET /api/patient/medicationIntakes",
    policy: "patient",
    tag: "tracking",
    summary: "The patient's intakes of one local day (`date`), else the latest 100.",
    async handler({ user, query, deps }) {
      return { items: await listMedicationIntakes(deps.db, user, query.date) };
    },
  }),

  route({
    call: "POST /api/patient/medicationIntakes",
    policy: "patient",
    quota: "trackingEntries",
    tag: "tracking",
    summary:
      "Record a medication intake (efficiency 0-5); with a client `id`, a retry answers the intake already recorded; with a client `key`, the same request sent again answers the first answer.",
    status: 201,
    handler: (request) => recordPatientEntry(request, createMedicationIntake),
  }),
];
