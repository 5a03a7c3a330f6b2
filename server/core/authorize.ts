import { NotFound } from "./errors";

/**
 * Throws unless `allowed`. Objects of other people answer 404 rather than 403, so their ids cannot
 * be probed.
 */
export function authorize(allowed: boolean): asserts allowed {
  if (!allowed) throw new NotFound();
}
