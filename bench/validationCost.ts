/**
 * The cost of validating a 20-card daily queue with ajv, as the server does before sending it (the
 * whole document, cards and their task params included; cards are checked one by one only when it
 * fails), divided by the cost of JSON.stringify of the same document. Target ≤ 0.5.
 */
import { validateDocument } from "../card-schemas";

function timePerRun(run: () => void): number {
  for (let i = 0; i < 2_000; i++) run();
  const rounds = 20_000;
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) run();
  return Number(process.hrtime.bigint() - start) / rounds;
}

export function validationCost(document: { cards: unknown[] }) {
  const validateNs = timePerRun(() => {
    if (!validateDocument(document).ok) throw new Error("the bench document is invalid");
  });
  const stringifyNs = timePerRun(() => JSON.stringify(document));
  return { validateUs: validateNs / 1000, stringifyUs: stringifyNs / 1000, ratio: validateNs / stringifyNs };
}
