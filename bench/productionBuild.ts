/**
 * The app built as `npm start` runs it: the renderer's production build (NODE_ENV=production,
 * whatever the calling shell says, or React's development build would be measured) into dist/, and
 * the server's (dist/.server). Built once per bench run, however many parts need it.
 */
import { buildRenderer } from "../renderer/buildRenderer";
import { buildServer } from "../server/buildServer";

let built: Promise<void> | undefined;

export function productionBuild(): Promise<void> {
  built ??= (async () => {
    process.env.NODE_ENV = "production";
    await buildRenderer({ mode: "production" });
    await buildServer();
  })();
  return built;
}
