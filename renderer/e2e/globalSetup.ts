/**
 * The browser tests run against the built renderer, served by the real server: build it once first.
 * Under vitest NODE_ENV is "test", so the build keeps React's development checks, and the journeys
 * fail on any rule React reports in the page (consoleErrorsOf); `npm start` builds for production.
 */
import { buildRenderer } from "../buildRenderer";

export default async function setup(): Promise<void> {
  await buildRenderer();
}
