import { chromium } from "playwright-core";
const url = "http://127.0.0.1:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: "en-US" });
await context.request.post(`${url}/api/auth/login`, { data: { email: "patient@demo.outchi", password: "6dyQgiG-ijvfWkZN" }, headers: { "X-Requested-With": "fetch" } });
await context.addInitScript(() => {
  (window as any).__lcp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) (window as any).__lcp.push([Math.round(e.startTime), e.size, e.element?.tagName + "." + e.element?.className, e.element?.isConnected]);
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) (window as any).__lcp.push(["paint", e.name, Math.round(e.startTime)]); }).observe({ type: "paint", buffered: true });
});
for (const path of ["/app/patient/tasks", "/app/patient", "/app/guest/ressources/programs/tour"]) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * 1024 / 8, uploadThroughput: 750 * 1024 / 8 });
  await page.goto(url + path);
  await page.waitForTimeout(6000);
  console.log(path, JSON.stringify(await page.evaluate(() => (window as any).__lcp)));
  await page.close();
}
await browser.close();
