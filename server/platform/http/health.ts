import { isDbUp } from "../db/connection";
import { DatabaseUnavailable } from "../../core/errors";
import { route } from "./route";

const HEALTH_TIMEOUT_MS = 2000;

export const healthRoutes = [
  route({
    call: "GET /api/health",
    policy: "public",
    tag: "server",
    summary:
      "Liveness of the server and its database (503 DATABASE_UNAVAILABLE with Retry-After when the database does not answer).",
    async handler({ deps }) {
      // A dead database must not hang the probe until the pool's acquire timeout.
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref());
      const up = await Promise.race([isDbUp(deps.db), timeout]);
      if (!up) throw new DatabaseUnavailable();
      return { status: "ok", database: "ok" };
    },
  }),
];
