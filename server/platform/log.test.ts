import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { batchLines } from "./log";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("batchLines", () => {
  it("hands the lines of one turn of the event loop over together, on the next", async () => {
    const writes: string[] = [];
    const lines = batchLines({ write: (text: string) => writes.push(text) });
    lines.write('{"n":1}\n');
    lines.write('{"n":2}\n');
    lines.write('{"n":3}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    lines.write('{"n":4}\n');
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
  });

  it("writes the lines still waiting when the process exits", async () => {
    // A process that logs and exits in the same turn: its line never waits for a next one.
    const log = fileURLToPath(new URL("./log.ts", import.meta.url));
    const script = `const { createLogger } = await import(${JSON.stringify(log)});
      createLogger({ LOG_LEVEL: "info" }).info("last words");
      process.exit(0);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { env: { ...process.env, VITEST: undefined, NODE_ENV: "production" } },
    );
    expect(stdout).toContain('"msg":"last words"');
  });
});
