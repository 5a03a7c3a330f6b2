// A Vitest reporter for CI: at the end of the run, writes test-results/report.json, each test file
// with its project (the server files run once per database), its counts and its time, which
// .ci/summarize.mjs prints.
import { mkdirSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

export default class TestReport {
  onTestRunEnd(testModules, unhandledErrors) {
    const files = testModules.map((module) => {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        counts[state === "passed" || state === "failed" ? state : "skipped"] += 1;
      }
      const d = module.diagnostic();
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        state: module.state(),
        ...counts,
        // The file's own time, from its environment to its last test (not the run's wall clock).
        seconds:
          (d.environmentSetupDuration +
            d.prepareDuration +
            d.collectDuration +
            d.setupDuration +
            d.duration) /
          1000,
      };
    });
    mkdirSync("test-results", { recursive: true });
    writeFileSync(
      "test-results/report.json",
      JSON.stringify({ files, unhandledErrors: unhandledErrors.length }, null, 1),
    );
  }
}
