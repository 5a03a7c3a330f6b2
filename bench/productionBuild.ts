/**
 * The renderer built as `npm start` serves it: a production build (NODE_ENV=production, whatever
 * the calling shell says, or React's development build would be measured) into dist/. Built once
 * per bench run, however many parts need it.
 */
import { buildRenderer } from "../renderer/buildRenderer";

let built: Promise<void> | undefined;

export function productionBuild(): Promise<void> {
  built ??= (async () => {
    process.env.NODE_ENV = "production";
    await buildRenderer({ mode: "production" });
  })();
  return built;
}
