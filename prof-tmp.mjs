import { chromium } from "playwright-core";
const [,, path, pw] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
const r = await ctx.request.post("http://127.0.0.1:3100/api/auth/login", { headers: { "X-Requested-With": "fetch" }, data: { email: "patient@demo.outchi", password: pw } });
console.log("login", r.status());
const p = await ctx.newPage();
await p.addInitScript(() => { window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true }); });
const cdp = await ctx.newCDPSession(p);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Profiler.start");
await p.goto("http://127.0.0.1:3100" + path);
await p.waitForSelector("html[data-live]", { state: "attached", timeout: 20000 });
await p.waitForTimeout(2000);
const { profile } = await cdp.send("Profiler.stop");
console.log("long tasks", JSON.stringify(await p.evaluate(() => window.__long)));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; 
for (let i = 0; i < profile.samples.length; i++) { const n = byId.get(profile.samples[i]); const f = n.callFrame; const k = (f.functionName || "(anon)") + " " + f.url.split("/").pop() + ":" + f.lineNumber + ":" + f.columnNumber; self.set(k, (self.get(k) || 0) + (dt[i] || 0)); }
const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30);
import("source-map-js").then(async ({ SourceMapConsumer }) => {});
const fs = await import("node:fs");
const { SourceMapConsumer } = (await import("source-map-js")).default ?? (await import("source-map-js"));
const maps = {};
for (const [k, v] of rows) {
  const m = k.match(/ ([\w.-]+\.js):(\d+):(\d+)$/);
  let where = "";
  if (m) { try { maps[m[1]] ??= new SourceMapConsumer(JSON.parse(fs.readFileSync("dist/assets/" + m[1] + ".map", "utf8"))); const o = maps[m[1]].originalPositionFor({ line: +m[2] + 1, column: +m[3] }); where = (o.source || "").replace(/.*node_modules\//, "") + ":" + o.line + " " + (o.name || ""); } catch (e) { where = "?"; } }
  console.log((v / 1000).toFixed(1).padStart(8), k, where);
}
await b.close();
