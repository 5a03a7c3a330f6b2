/**
 * A route's answer already serialized: the handler built it as JSON text (from parts kept as text),
 * and the envelope wraps it without parsing it again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
