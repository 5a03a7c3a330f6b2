/** A pro's invitations, patients and one patient's data, for the stories and tests of the pro's patients. */
import type { DataAccessEntry, ProInvitation, ProPatient, ProPatientData } from "../../../card-schemas";

export const invitations: ProInvitation[] = [
  {
    id: "p1_author-1",
    userId: "p1",
    name: "Camille",
    requestedAt: "2026-11-20T09:00:00.000Z",
    months: 3,
    price: 1375,
  },
  { id: "p2_author-1", userId: "p2", name: "", requestedAt: null, months: null, price: 0 },
];

export const linkedPatients: ProPatient[] = [
  {
    userId: "p1",
    name: "Camille",
    end: "2027-02-20",
    payed: true,
    autorNotification: true,
    call: { status: "TO_CALL", phone: "+33612345678" },
  },
  { userId: "p3", name: "Noah", end: "2026-12-31", payed: false, autorNotification: false, call: null },
];

export const patientData: ProPatientData = {
  userId: "p1",
  name: "Camille",
  from: "2026-10-28",
  to: "2026-11-26",
  symptoms: [
    {
      key: "MIGRAINE",
      label: "Migraine",
      points: [
        { date: "2026-11-20", value: 2 },
        { date: "2026-11-22", value: 4 },
        { date: "2026-11-24", value: 3 },
      ],
    },
  ],
  intakes: [{ key: "PARACETAMOL", label: "Paracetamol", points: [{ date: "2026-11-24", value: 2 }] }],
  dailyValues: [],
  questionnaires: [
    {
      key: "hit6",
      label: "HIT-6",
      points: [
        { date: "2026-11-01", value: 60 },
        { date: "2026-11-15", value: 55 },
      ],
    },
  ],
  goals: [{ id: "g1", label: "Sleep quality", typeOfGoal: "AVERAGE_MORE", value: 4, end: "2026-12-20" }],
  pictures: [{ id: "a1", date: "2026-11-25", value: "mealPhoto" }],
};

export const dataReads: DataAccessEntry[] = [
  {
    id: "r2",
    at: "2026-11-26T09:30:00.000Z",
    autorId: "demo-pro",
    authorName: "Dr Martin",
    what: "PICTURE",
    detail: "2026-11-25",
  },
  {
    id: "r1",
    at: "2026-11-26T09:00:00.000Z",
    autorId: "demo-pro",
    authorName: "Dr Martin",
    what: "DATA",
    detail: null,
  },
];

/** A picture for the stories: a one-pixel PNG. */
export const PICTURE_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
