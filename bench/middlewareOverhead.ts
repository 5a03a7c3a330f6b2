/**
 * Throughput of the full middleware stack (error handler, security headers, body parser, session,
 * router, policy) on a trivial authenticated JSON route, divided by Koa with @koa/router and one
 * trivial route answering the same JSON (target ≥ 0.9), and for reference by bare node:http and
 * by Koa with one middleware; then the full stack ÷ the same stack with its log silent, which says
 * what logging each request costs in place, where a line's CPU measured alone said 4 % of a
 * request; and the app's own routing, session, policy and envelope alone (its outer layers taken off)
 * ÷ Koa with @koa/router, which says how much of the gap is the outer layers' work. All six are
 * measured in the same interleaved rounds.
 */
import { createServer, type Server } from "node:http";
import Koa from "koa";
import Router from "@koa/router";
import type { AddressInfo } from "node:net";
import type { BenchApp } from "./benchApp";
import { load, type LoadResult } from "./load";

const ROUNDS = 5;

function medianRound(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]!;
}

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
  // The baseline of the target: Koa and the router the app is built on, one trivial route.
  const router = new Router().get("/api/auth/me", function answer(ctx) {
    ctx.body = body;
    ctx.type = "application/json";
  });
  const routed = createServer(new Koa().use(router.routes()).callback());
  const routedUrl = await listen(routed);
  const targets = {
    bare: { url: bareUrl },
    app: { url: `${app.url}/api/auth/me`, headers: { Cookie: app.cookie } },
    koa: { url: koaUrl },
    router: { url: `${routedUrl}/api/auth/me` },
    silent: { url: `${app.silentUrl}/api/auth/me`, headers: { Cookie: app.cookie } },
    core: { url: `${app.coreUrl}/api/auth/me`, headers: { Cookie: app.cookie } },
  };
  // Warm all six up so the JIT is not measured, then measure them in turn, round after round, and
  // keep each one's median round: the machine's drift hits all six alike.
  const rounds: Record<keyof typeof targets, LoadResult[]> = {
    bare: [],
    app: [],
    koa: [],
    router: [],
    silent: [],
    core: [],
  };
  for (const target of Object.values(targets)) await load({ ...target, seconds: 2, connections: 20 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets) as Array<[keyof typeof targets, { url: string }]>) {
      rounds[name].push(await load({ ...target, seconds: 3, connections: 20 }));
    }
  }
  const bareResult = medianRound(rounds.bare);
  const appResult = medianRound(rounds.app);
  const koaResult = medianRound(rounds.koa);
  const routerResult = medianRound(rounds.router);
  const silentResult = medianRound(rounds.silent);
  const coreResult = medianRound(rounds.core);
  for (const server of [bare, koa, routed]) await new Promise((resolve) => server.close(resolve));
  return {
    bare: bareResult,
    app: appResult,
    koa: koaResult,
    router: routerResult,
    silent: silentResult,
    core: coreResult,
    ratio: appResult.rps / routerResult.rps,
    logRatio: appResult.rps / silentResult.rps,
  };
}
