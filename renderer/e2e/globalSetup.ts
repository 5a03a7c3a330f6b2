/** The browser tests run against the built renderer, as production does: build it once first. */
import { build } from "vite";

export default async function setup(): Promise<void> {
  await build({ logLevel: "warn" });
}
