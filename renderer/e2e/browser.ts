/** Debian's Chromium driven by playwright-core: never a downloaded browser. */
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A phone-sized viewport (iPhone 14/15). */
export const PHONE = { width: 390, height: 844 };

/** `extraArgs`: more switches, such as the bench's `--js-flags=--expose-gc`. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...extraArgs,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
