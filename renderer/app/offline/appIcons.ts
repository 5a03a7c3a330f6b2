/**
 * The installable app's icons (docs/features/offline.md), drawn here as SVG and written as PNG into
 * the build with sharp: a stack of two cards, the front one ticked, on the app's indigo. The
 * maskable one and the home-screen icon of iOS fill their square, the motif inside the middle 80 %
 * that every launcher's mask keeps. The web app manifest (server/platform/http/webAppManifest.ts)
 * names them.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** The app's primary colour (renderer/app/styles/base.css `--color-primary`). */
const INDIGO = "#4338ca";
const SOFT = "#e6e5fb";

/** The motif on a 512 square, centred on (256, 256). */
const MOTIF = `
  <rect x="150" y="118" width="196" height="252" rx="30" fill="${SOFT}" transform="rotate(-9 248 244)"/>
  <rect x="170" y="142" width="196" height="252" rx="30" fill="#ffffff" transform="rotate(5 268 268)"/>
  <path d="M214 272l40 40 78-88" fill="none" stroke="${INDIGO}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`;

/** `full`: the background fills the square and the motif shrinks into the mask's safe zone. */
function iconSvg({ full }: { full: boolean }): string {
  const background = full
    ? `<rect width="512" height="512" fill="${INDIGO}"/>`
    : `<rect width="512" height="512" rx="112" fill="${INDIGO}"/>`;
  const motif = full
    ? `<g transform="translate(256 256) scale(0.8) translate(-256 -256)">${MOTIF}</g>`
    : MOTIF;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${motif}</svg>`;
}

/** Each icon the build writes under /icons/, with its size and whether it fills its square. */
export const APP_ICONS = [
  { file: "icon-192.png", size: 192, full: false },
  { file: "icon-512.png", size: 512, full: false },
  { file: "icon-maskable-512.png", size: 512, full: true },
  { file: "apple-touch-icon.png", size: 180, full: true },
] as const;

/** Writes the icons into `<distDir>/icons/`. */
export async function writeAppIcons(distDir: string): Promise<void> {
  const folder = path.join(distDir, "icons");
  await mkdir(folder, { recursive: true });
  for (const icon of APP_ICONS) {
    await sharp(Buffer.from(iconSvg({ full: icon.full })))
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toFile(path.join(folder, icon.file));
  }
}
