/**
 * A route's answer already serialized: the handler built it as JSON text (from parts kept as text),
 * and the envelope wraps it without parsing it again. `T` is the answer the text holds.
 */
export class JsonText<T = unknown> {
  /** Never set: carries the answer's type, so a route's text is checked against its call. */
  declare readonly answer?: T;
  constructor(readonly text: string) {}
}
