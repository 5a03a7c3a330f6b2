// CI's closing summary: the time of each stage (.ci/run's test-results/stages.tsv), the tests of each
// project (the server's once per database), the ten slowest test files (.ci/testReport.mjs), then
// one plain closing line, "N passed, N failed, N skipped", for CI's reader.
import { readFileSync } from "node:fs";

const [stagesFile, reportFile] = process.argv.slice(2);
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

console.log("\nStages (seconds):");
for (const line of readFileSync(stagesFile, "utf8").trim().split("\n")) {
  const [stage, seconds] = line.split("\t");
  console.log(`  ${pad(stage, 40)}${padStart(seconds, 6)}`);
}

const report = JSON.parse(readFileSync(reportFile, "utf8"));
const projects = new Map();
for (const file of report.files) {
  const project = projects.get(file.project) ?? { files: 0, passed: 0, failed: 0, skipped: 0 };
  project.files += 1;
  project.passed += file.passed;
  project.failed += file.failed;
  project.skipped += file.skipped;
  projects.set(file.project, project);
}
console.log("\nTests by project:");
console.log(
  `  ${pad("project", 18)}${padStart("files", 6)}${padStart("passed", 8)}${padStart("failed", 8)}${padStart("skipped", 9)}`,
);
for (const [name, p] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `  ${pad(name, 18)}${padStart(p.files, 6)}${padStart(p.passed, 8)}${padStart(p.failed, 8)}${padStart(p.skipped, 9)}`,
  );
}

console.log("\nThe ten slowest test files (seconds):");
for (const file of [...report.files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${padStart(file.seconds.toFixed(1), 7)}  ${pad(file.project, 17)}${file.file}`);
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const p of projects.values()) for (const key of Object.keys(total)) total[key] += p[key];
const failedFiles = report.files.filter((file) => file.state === "failed").length;
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (report.unhandledErrors > 0) console.log(`${report.unhandledErrors} unhandled errors`);
process.exit(total.failed > 0 || failedFiles > 0 || report.unhandledErrors > 0 || total.passed === 0 ? 1 : 0);
