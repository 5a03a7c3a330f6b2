/**
 * A route's answer already serialized: the handler built it as JSON text (from parts kept as text),
 * and the envelope wraps it without parsing it again. `T` is the answer the text holds.
 */
export class JsonText<T = unknown> {
  /** Never set: carries the answer's type, so a route's text is checked against its call. */
  declare readonly answer?: T;
  private wrapped: string | undefined;
  constructor(readonly text: string) {}

  /**
   * The success envelope around the text, built once: an answer kept and served again (the deck,
   * the editor's schemas) is then the same string each time, whose hash the compression cache
   * (compressedAnswers.ts) computed once, where a new 8 KB string cost it a pass to flatten and one
   * to hash on every read.
   */
  get envelope(): string {
    return (this.wrapped ??= `{"success":true,"value":${this.text}}`);
  }
}
