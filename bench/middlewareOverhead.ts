/**
 * Throughput of the full middleware stack (error handler, security headers, body parser, session,
 * router, policy) on a trivial authenticated JSON route, divided by bare node:http answering the
 * same JSON. Target ≥ 0.70.
 */
import { createServer, type Server } from "node:http";
import Koa from "koa";
import type { AddressInfo } from "node:net";
import { load } from "./load";
import type { BenchApp } from "./benchApp";

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

export async function middlewareOverhead(app: BenchApp) {
  const me = await fetch(`${app.url}/api/auth/me`, { headers: { Cookie: app.cookie } });
  const body = await me.text();
  if (!me.ok) throw new Error(`GET /api/auth/me answered ${me.status}: ${body}`);

  const bare = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    res.end(body);
  });
  const bareUrl = await listen(bare);
  // For reference: Koa itself with one middleware answering the same JSON, no policy, no session.
  const plain = new Koa().use(async function answer(ctx) {
    ctx.body = body;
    ctx.type = "application/json";
  });
  const koa = createServer(plain.callback());
  const koaUrl = await listen(koa);
  const settings = { seconds: 8, connections: 20 };
  // Warm both up so the JIT is not measured.
  await load({ url: bareUrl, seconds: 2, connections: 20 });
  await load({ url: `${app.url}/api/auth/me`, headers: { Cookie: app.cookie }, seconds: 2, connections: 20 });
  const bareResult = await load({ url: bareUrl, ...settings });
  const appResult = await load({
    url: `${app.url}/api/auth/me`,
    headers: { Cookie: app.cookie },
    ...settings,
  });
  await load({ url: koaUrl, seconds: 2, connections: 20 });
  const koaResult = await load({ url: koaUrl, ...settings });
  await new Promise((resolve) => bare.close(resolve));
  await new Promise((resolve) => koa.close(resolve));
  return { bare: bareResult, app: appResult, koa: koaResult, ratio: appResult.rps / bareResult.rps };
}
