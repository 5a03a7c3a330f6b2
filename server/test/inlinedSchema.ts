/**
 * A call's piece with every `$ref` replaced by what it points to, for tests that walk a schema's
 * properties (the hostile-input generator).
 */
import { apiCalls, type ApiCallKey, type CallPiece } from "../../card-schemas/apiCalls";
import { inlineRefs } from "../../card-schemas/inlineRefs";

/** The schema of `piece` of `call`, references inlined; undefined when the call has no such piece. */
export function inlinedPiece(call: ApiCallKey, piece: CallPiece): Record<string, unknown> | undefined {
  const ref = apiCalls[call][piece];
  return ref ? inlineRefs(ref) : undefined;
}
