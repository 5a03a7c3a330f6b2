import type { AddressInfo } from "node:net";
import Koa from "koa";
import { ValidationError as ModelValidationError } from "objection";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Conflict, RateLimited } from "../../core/errors";
import { errorHandler } from "./errorHandler";

let url: string;
let close: () => void;

beforeAll(async () => {
  const app = new Koa();
  app.silent = true;
  app.use(errorHandler());
  app.use(async (ctx) => {
    if (ctx.path === "/api/crash") throw new Error("password=hunter2 at db.internal:5432");
    if (ctx.path === "/api/conflict")
      throw new Conflict("SOMETHING_TAKEN", "Taken", [{ path: "/name", message: "is taken" }]);
    if (ctx.path === "/api/limited") throw new RateLimited(60);
    // What koa-send and Koa's ctx.throw raise (http-errors): exposed below 500, hidden from 500 up.
    if (ctx.path === "/api/library-400") ctx.throw(400, "failed to decode");
    if (ctx.path === "/api/library-403") ctx.throw(403, "Malicious Path");
    if (ctx.path === "/api/library-502") ctx.throw(502, "upstream at db.internal:5432");
    if (ctx.path === "/api/model") {
      throw new ModelValidationError({
        type: "ModelValidation",
        data: { email: [{ message: "must be string" }] },
      });
    }
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = async (path: string) => {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe("errorHandler", () => {
  it("answers an unexpected error with a bare 500 that says nothing internal, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await get("/api/crash");
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toEqual({
      success: false,
      error: "INTERNAL",
      message: "Something went wrong on our side",
    });
    expect(answer.text).not.toMatch(/hunter2|db\.internal|at /);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("maps our errors by class to their status, code and details", async () => {
    const conflict = await get("/api/conflict");
    expect(conflict.status).toBe(409);
    expect(JSON.parse(conflict.text)).toEqual({
      success: false,
      error: "SOMETHING_TAKEN",
      message: "Taken",
      details: [{ path: "/name", message: "is taken" }],
    });
    const limited = await get("/api/limited");
    expect([limited.status, limited.headers.get("retry-after")]).toEqual([429, "60"]);
  });

  it("maps a model validation failure to 400 VALIDATION_FAILED", async () => {
    const answer = await get("/api/model");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({
      error: "VALIDATION_FAILED",
      details: [{ path: "email", message: "must be string" }],
    });
  });

  it("answers a library's client error (http-errors) with its status in the envelope, not 500", async () => {
    const malformed = await get("/api/library-400");
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toEqual({
      success: false,
      error: "BAD_REQUEST",
      message: "Bad Request",
    });
    const forbidden = await get("/api/library-403");
    expect(forbidden.status).toBe(403);
    expect(JSON.parse(forbidden.text)).toEqual({ success: false, error: "FORBIDDEN", message: "Forbidden" });
  });

  it("keeps a library's server error a bare 500", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await get("/api/library-502");
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text).error).toBe("INTERNAL");
    expect(answer.text).not.toMatch(/db\.internal/);
    log.mockRestore();
  });

  it("answers an unknown API path with 404 NOT_FOUND", async () => {
    const answer = await get("/api/none");
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text).error).toBe("NOT_FOUND");
  });
});
