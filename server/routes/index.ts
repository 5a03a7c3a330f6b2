import type { AnyRoute } from "../http/route";
import { authRoutes } from "./auth";
import { guestRoutes } from "./guest";
import { healthRoutes } from "./health";
import { openApiRoute } from "./openapi";
import { patientRoutes } from "./patient";

/** The route table: every API route, each with its policy. */
export const routes: readonly AnyRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...patientRoutes,
  ...guestRoutes,
  openApiRoute(() => routes),
];
