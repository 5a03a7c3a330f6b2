/**
 * Lighthouse 12 (its default config: mobile, simulated throttling) on the production build served
 * by the real server, three runs per page, Lighthouse's median run kept: the deck and home of a
 * patient following the `tour` program, and the tour's public page read by a guest.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_PATH } from "../e2e/browser";
import { startAppServer, type AppServer } from "../e2e/appServer";
import { productionBuild } from "./productionBuild";

const RUNS = 3;
const ATTEMPTS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface LighthousePage {
  name: string;
  path: string;
  /** Scores out of 100, by category id. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task (Lighthouse's long-tasks, as simulated), no target. */
  longestTaskMs: number;
  /** Audits Lighthouse shows as failed (score under 0.9), with what they say. */
  failing: { id: string; displayValue: string }[];
  /** Where the median run's full report (JSON) was written. */
  report: string;
}

/** A patient following `tour`, signed up through the API; the session cookie to send. */
async function tourPatient(server: AppServer): Promise<string> {
  const { url } = server;
  const headers = { "Content-Type": "application/json", "X-Requested-With": "fetch" };
  const email = `lighthouse-${Date.now()}@bench.outchi`;
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "bench password 1", language: "en" }),
  });
  if (!signup.ok) throw new Error(`sign-up answered ${signup.status}`);
  // The emailed link activates the account and signs in.
  const token = new URL(await server.mailLink(email)).searchParams.get("token");
  const verify = await fetch(`${url}/api/auth/verify`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token }),
  });
  if (!verify.ok) throw new Error(`following the sign-up link answered ${verify.status}`);
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const subscribe = await fetch(`${url}/api/patient/study/subscribe/tour`, {
    method: "POST",
    headers: { ...headers, Cookie: cookie },
    body: "{}",
  });
  if (!subscribe.ok) throw new Error(`subscribing to tour answered ${subscribe.status}`);
  return cookie;
}

function failingAudits(lhr: Result): LighthousePage["failing"] {
  const ids = new Set(
    CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  return [...ids]
    .map((id) => lhr.audits[id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode),
    )
    .map((audit) => ({ id: audit.id, displayValue: audit.displayValue ?? "" }));
}

function longestTask(lhr: Result): number {
  const details = lhr.audits["long-tasks"]?.details;
  const items = details?.type === "table" ? (details.items as { duration: number }[]) : [];
  return Math.max(0, ...items.map((item) => item.duration));
}

/**
 * One Lighthouse run. A run whose trace came out broken (NO_NAVSTART, now and then with this
 * Chromium, newer than Lighthouse 12 knows) is run again, up to ATTEMPTS times.
 */
async function audit(url: string, port: number, headers: Record<string, string>): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // Sent with every request: Lighthouse clears the origin's cookies before each run.
      extraHeaders: headers,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.code} ${error.message}`);
  }
}

export async function lighthouseScores(): Promise<LighthousePage[]> {
  await productionBuild();
  const server = await startAppServer();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: "silent" });
  const reportDir = mkdtempSync(join(tmpdir(), "outchi-lighthouse-"));
  try {
    const cookie = await tourPatient(server);
    const targets: { name: string; path: string; headers: Record<string, string> }[] = [
      { name: "deck", path: "/app/patient/tasks", headers: { Cookie: cookie } },
      { name: "home", path: "/app/patient", headers: { Cookie: cookie } },
      { name: "public program", path: "/app/guest/ressources/programs/tour", headers: {} },
    ];
    const pages: LighthousePage[] = [];
    for (const target of targets) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await audit(`${server.url}${target.path}`, chrome.port, target.headers));
      }
      const lhr = computeMedianRun(runs);
      const report = join(reportDir, `${target.name.replace(/ /g, "-")}.json`);
      writeFileSync(report, JSON.stringify(lhr));
      pages.push({
        name: target.name,
        path: target.path,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as LighthousePage["scores"],
        lcpMs: lhr.audits["largest-contentful-paint"]!.numericValue!,
        tbtMs: lhr.audits["total-blocking-time"]!.numericValue!,
        cls: lhr.audits["cumulative-layout-shift"]!.numericValue!,
        longestTaskMs: longestTask(lhr),
        failing: failingAudits(lhr),
        report,
      });
    }
    return pages;
  } finally {
    chrome.kill();
    await server.stop();
  }
}
