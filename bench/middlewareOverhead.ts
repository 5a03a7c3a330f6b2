/**
 * Throughput of the full middleware stack (error handler, security headers, body parser, session,
 * router, policy) on a trivial authenticated JSON route, divided by bare node:http answering the
 * same JSON. Target ≥ 0.70.
 */
import { createServer, type Server } from "node:http";
import Koa from "koa";
import type { AddressInfo } from "node:net";
import { load, type LoadResult } from "./load";

const ROUNDS = 5;

function medianRound(results: LoadResult[]): LoadResult {
  return [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]!;
}
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
  const targets = {
    bare: { url: bareUrl },
    app: { url: `${app.url}/api/auth/me`, headers: { Cookie: app.cookie } },
    koa: { url: koaUrl },
  };
  // Warm all three up so the JIT is not measured, then measure them in turn, round after round, and
  // keep each one's median round: the machine's drift hits all three alike.
  const rounds: Record<keyof typeof targets, LoadResult[]> = { bare: [], app: [], koa: [] };
  for (const target of Object.values(targets)) await load({ ...target, seconds: 2, connections: 20 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets) as Array<[keyof typeof targets, { url: string }]>) {
      rounds[name].push(await load({ ...target, seconds: 3, connections: 20 }));
    }
  }
  const bareResult = medianRound(rounds.bare);
  const appResult = medianRound(rounds.app);
  const koaResult = medianRound(rounds.koa);
  await new Promise((resolve) => bare.close(resolve));
  await new Promise((resolve) => koa.close(resolve));
  return { bare: bareResult, app: appResult, koa: koaResult, ratio: appResult.rps / bareResult.rps };
}
