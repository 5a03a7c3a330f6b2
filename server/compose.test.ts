/**
 * compose.yaml (README "Scaling past one machine") read as Docker Compose reads it, its variables
 * set as an operator's .env sets them: PostgreSQL 15, and the app and the worker built from the
 * Dockerfile with a configuration this server takes. e2e/deployImage.test.ts runs the image's
 * processes.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
}

const compose = load(readFileSync(path.join(ROOT, "compose.yaml"), "utf8")) as {
  services: Record<string, Service>;
};

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}` with `values` set. */
function interpolated(text: string, values: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, word = "") => {
    const value = values[name];
    if (value) return value;
    if (kind === "?") throw new Error(`compose.yaml needs ${name}: ${word}`);
    return kind === "-" ? word : "";
  });
}

const OPERATOR_SETTINGS = {
  POSTGRES_PASSWORD: "a-password",
  PUBLIC_URL: "https://outchi.example.test",
  S3_BUCKET: "outchi-uploads",
  S3_REGION: "eu-west-3",
};

function environment(service: string, values: Record<string, string> = OPERATOR_SETTINGS) {
  return Object.fromEntries(
    Object.entries(compose.services[service]?.environment ?? {}).map(([name, value]) => [
      name,
      interpolated(String(value), values),
    ]),
  );
}

describe("compose.yaml", () => {
  it("names PostgreSQL 15, and the app and the worker built from the Dockerfile", () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:15\b/);
    for (const service of ["app", "worker"]) {
      expect([service, compose.services[service]?.build]).toEqual([service, "."]);
    }
    expect(existsSync(path.join(ROOT, "Dockerfile"))).toBe(true);
    expect(compose.services.worker?.command).toEqual([
      "node",
      "--enable-source-maps",
      "dist/.server/worker.mjs",
    ]);
  });

  it("gives the app and the worker one configuration: PostgreSQL, the S3 bucket, the jobs in the worker", () => {
    for (const service of ["app", "worker"]) {
      const config = readConfig(environment(service));
      expect([
        service,
        config.databaseUrl,
        config.s3?.bucket,
        config.s3?.region,
        config.jobsInServer,
      ]).toEqual([
        service,
        "postgres://outchi:a-password@postgres:5432/outchi",
        "outchi-uploads",
        "eu-west-3",
        false,
      ]);
    }
    const app = readConfig(environment("app"));
    expect([app.publicUrl, app.trustProxy]).toEqual(["https://outchi.example.test", true]);
  });

  it("refuses to start without the settings only the operator knows", () => {
    for (const name of Object.keys(OPERATOR_SETTINGS)) {
      const values = Object.fromEntries(Object.entries(OPERATOR_SETTINGS).filter(([key]) => key !== name));
      expect(() => environment("app", values)).toThrow(`compose.yaml needs ${name}`);
    }
  });
});
