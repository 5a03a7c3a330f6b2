import { route } from "../../platform/http/route";
import { listDataReads } from "./dataAccessList";

/** The patient's audit of their authors' reads (docs/architecture.md). */
export const dataAccessRoutes = [
  route({
    call: "GET /api/patient/profile/dataAccess",
    policy: "patient",
    tag: "profile",
    summary:
      "Who read the patient's data: each read by a linked author's pro (the overview, a series, a picture, the assistant's summary), when and which author, the last 200, newest first.",
    async handler({ user, deps }) {
      return listDataReads(deps, user);
    },
  }),
];
