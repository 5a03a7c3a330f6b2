import type { Connection, ConnectionAccessLog, SharedData } from "../../../card-schemas";
import { fail, ok, type MockRoutes } from "../../test/mockApi";

const allShares = { symptoms: true, medicationIntakes: true, triggers: true, questionnaires: true };

/** Three connections: one not opened yet with a password, one read, one expired with a long name. */
export const connections: Connection[] = [
  {
    id: "c1",
    name: "Dr Martin",
    key: "Qm9uam91ci1sYS1jbGUtZXN0LWxvbmd1ZS1ldC1hbGVh",
    link: "https://outchi.example/app/external/Qm9uam91ci1sYS1jbGUtZXN0LWxvbmd1ZS1ldC1hbGVh",
    status: "CREATED",
    shares: allShares,
    expirationDate: "2027-02-24",
    hasPassword: true,
    createdAt: "2026-11-26T10:00:00.000Z",
  },
  {
    id: "c2",
    name: "Mum",
    key: "TXVtLWtleS1sb25nLWVub3VnaC10by1iZS1ndWVzc2VkLW5v",
    link: "https://outchi.example/app/external/TXVtLWtleS1sb25nLWVub3VnaC10by1iZS1ndWVzc2VkLW5v",
    status: "ACTIVE",
    shares: { symptoms: true, medicationIntakes: false, triggers: false, questionnaires: false },
    expirationDate: "2027-01-10",
    hasPassword: false,
    createdAt: "2026-11-20T10:00:00.000Z",
  },
  {
    id: "c3",
    name: "Neurology department, Saint-Antoine hospital",
    key: "T2xkLWtleS1sb25nLWVub3VnaC10by1iZS1ndWVzc2VkLW5v",
    link: "https://outchi.example/app/external/T2xkLWtleS1sb25nLWVub3VnaC10by1iZS1ndWVzc2VkLW5v",
    status: "EXPIRED",
    shares: allShares,
    expirationDate: "2026-10-01",
    hasPassword: false,
    createdAt: "2026-07-01T10:00:00.000Z",
  },
];

export const accessLog: ConnectionAccessLog = {
  items: [
    { at: "2026-11-26T10:05:00.000Z", ipHash: "aGFzaC1vZi1pcC0x", outcome: "SUCCESS" },
    { at: "2026-11-26T10:04:00.000Z", ipHash: "aGFzaC1vZi1pcC0x", outcome: "WRONG_PASSWORD" },
    { at: "2026-11-26T10:03:00.000Z", ipHash: "aGFzaC1vZi1pcC0x", outcome: "PASSWORD_REQUIRED" },
  ],
};

/** A connection's shared data: two symptoms, one medication, triggers and one questionnaire. */
export const sharedData: SharedData = {
  name: "Dr Martin",
  patient: "Camille",
  from: "2026-08-28",
  to: "2026-11-26",
  symptoms: [
    {
      name: "MIGRAINE",
      label: "Migraine",
      points: [
        { date: "2026-11-18", value: 2 },
        { date: "2026-11-20", value: 4 },
        { date: "2026-11-24", value: 3 },
      ],
    },
    { name: "BACK_PAIN", label: "Back pain", points: [{ date: "2026-11-21", value: 1 }] },
  ],
  medicationIntakes: [
    { name: "PARACETAMOL", label: "Paracetamol", points: [{ date: "2026-11-20", value: 2 }] },
  ],
  triggers: [
    { name: "stress", label: "Stress", points: [{ date: "2026-11-20", value: 1 }] },
    { name: "sleep", label: "Lack of sleep", points: [{ date: "2026-11-24", value: 1 }] },
  ],
  questionnaires: [{ name: "mood-check", label: "Mood check", points: [{ date: "2026-11-22", value: 12 }] }],
};

export type ExternalAnswer = "ok" | "password" | "gone" | "notFound" | "locked";

/**
 * The sharing calls: the list (empty when asked), its access log, creation, deletion, the external
 * read answering as `external` says (with `password`, the password "right password" opens it), and
 * the account's deletion (the password "right password" only).
 */
export function sharingServer(
  options: { items?: Connection[]; external?: ExternalAnswer; emptyLog?: boolean } = {},
): MockRoutes {
  let items = [...(options.items ?? connections)];
  return {
    "GET /api/patient/connexion/": () => ok({ items }),
    "GET /api/patient/connexion/:id/accessLog": () => ok(options.emptyLog ? { items: [] } : accessLog),
    "POST /api/patient/connexion/": ({ body }) => {
      const { name, symptoms, medicationIntakes, triggers, questionnaires, expirationDate, password } =
        body.value;
      const made: Connection = {
        id: `c${items.length + 10}`,
        name,
        key: "TmV3LWtleS1sb25nLWVub3VnaC10by1iZS1ndWVzc2VkLW5v",
        link: "https://outchi.example/app/external/TmV3LWtleS1sb25nLWVub3VnaC10by1iZS1ndWVzc2VkLW5v",
        status: "CREATED",
        shares: { symptoms, medicationIntakes, triggers, questionnaires },
        expirationDate: expirationDate ?? "2027-02-24",
        hasPassword: password !== undefined,
        createdAt: "2026-11-26T10:00:00.000Z",
      };
      items = [made, ...items];
      return ok(made, 201);
    },
    "DELETE /api/patient/connexion/:id": ({ params }) => {
      items = items.filter((connection) => connection.id !== params.id);
      return ok({});
    },
    "POST /api/external/:key": ({ body }) => {
      switch (options.external ?? "ok") {
        case "gone":
          return fail(410, "CONNECTION_GONE", "This connection is no longer shared");
        case "notFound":
          return fail(404, "NOT_FOUND", "No such connection");
        case "locked":
          return body.password === undefined
            ? fail(401, "PASSWORD_REQUIRED", "This connection needs its password")
            : fail(429, "RATE_LIMITED", "Too many attempts, try again later");
        case "password":
          if (body.password === undefined)
            return fail(401, "PASSWORD_REQUIRED", "This connection needs its password");
          if (body.password !== "right password")
            return fail(401, "WRONG_PASSWORD", "Wrong password", [{ triesLeft: 3 }]);
          return ok(sharedData);
        default:
          return ok(sharedData);
      }
    },
    "DELETE /api/patient/account": ({ body }) =>
      body.password === "right password" ? ok({}) : fail(403, "WRONG_PASSWORD", "Wrong password"),
  };
}
