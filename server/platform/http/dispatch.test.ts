import type { AddressInfo } from "node:net";
import Koa, { type Context } from "koa";
import Router from "@koa/router";
import { afterEach, describe, expect, it } from "vitest";
import { dispatch } from "./dispatch";

const servers: Array<ReturnType<Koa["listen"]>> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function answer(name: string) {
  return async (ctx: Context) => {
    ctx.body = { name, params: (ctx as Context & { params?: unknown }).params ?? null };
  };
}

async function serve(router: Router): Promise<(method: string, path: string) => Promise<unknown>> {
  const app = new Koa().use(dispatch(router));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (method, path) => {
    const response = await fetch(base + path, { method });
    return method === "HEAD" ? response.status : response.status === 200 ? response.json() : response.status;
  };
}

describe("dispatch", () => {
  it("answers static paths, patterns and the router's own variants alike", async () => {
    const router = new Router();
    router.get("/api/items", answer("list"));
    router.post("/api/items", answer("create"));
    router.get("/api/items/:id", answer("one"));
    const call = await serve(router);
    expect(await call("GET", "/api/items")).toEqual({ name: "list", params: {} });
    expect(await call("POST", "/api/items")).toEqual({ name: "create", params: {} });
    expect(await call("GET", "/api/items/42")).toEqual({ name: "one", params: { id: "42" } });
    // Not in the table: the router decides, as it would without it.
    expect(await call("GET", "/api/items/")).toEqual({ name: "list", params: {} });
    expect(await call("HEAD", "/api/items")).toBe(200);
    expect(await call("DELETE", "/api/items")).toBe(404);
  });

  it("leaves to the router a static path that an earlier pattern also matches", async () => {
    const router = new Router();
    router.get("/api/things/:id", answer("pattern"));
    router.get("/api/things/special", answer("static"));
    const call = await serve(router);
    expect(await call("GET", "/api/things/special")).toEqual({ name: "pattern", params: { id: "special" } });
  });
});
