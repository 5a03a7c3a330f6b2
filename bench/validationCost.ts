/**
 * The cost of validating a 20-card daily queue with ajv, the whole document (cards and their task
 * params included), divided by the cost of JSON.stringify of the same document. Target ≤ 0.5.
 * Measured in alternating rounds, and the median round is kept, so that neither side is timed only
 * while the other is warm or while the collector is busy.
 */
import { validateDocument } from "../card-schemas";

const ROUNDS = 7;
const RUNS_PER_ROUND = 10_000;

function timePerRun(run: () => void): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < RUNS_PER_ROUND; i++) run();
  return Number(process.hrtime.bigint() - start) / RUNS_PER_ROUND;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function validationCost(document: { cards: unknown[] }) {
  const validate = () => {
    if (!validateDocument(document).ok) throw new Error("the bench document is invalid");
  };
  const stringify = () => JSON.stringify(document);
  timePerRun(validate);
  timePerRun(stringify);
  const validateNs: number[] = [];
  const stringifyNs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    validateNs.push(timePerRun(validate));
    stringifyNs.push(timePerRun(stringify));
  }
  const v = median(validateNs);
  const s = median(stringifyNs);
  return { validateUs: v / 1000, stringifyUs: s / 1000, ratio: v / s };
}
