/**
 * JSON text made safe inside a `<script>` element: no `<` can close the element or open a
 * comment, and U+2028/2029 stay escaped as JSON allows.
 */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
