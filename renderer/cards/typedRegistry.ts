import { walkFallbacks } from "../../engine/deck/cardFallback";

/** A piece of a document as it arrives (a card, an analysis card, a home section): its type, maybe a fallback. */
export interface Incoming {
  id: string;
  type: string;
  fallback?: Incoming | "drop";
}

/** What to draw for a piece: its component (its own or its fallback's), nothing, or the ERROR card with why. */
export type Resolution<I extends Incoming, C> =
  | { kind: "component"; item: I; Component: C }
  | { kind: "error"; item: I; reason: string }
  | { kind: "drop" };

/**
 * The one way a registry typed from a schema union (`{ [T in Union["type"]]: Component }`, so a type
 * of the schemas without its component does not compile) draws what arrives: a piece of a type it
 * knows by its component, else its fallback (another piece, resolved the same way, or "drop";
 * engine/deck/cardFallback.ts), else the ERROR card, saying why the piece itself is unknown.
 * `reasonOf` says why a piece cannot be drawn (null when it can); by default, an unknown type.
 */
export function registryResolver<I extends Incoming, C>(
  components: object,
  name: string,
  reasonOf: (item: I) => string | null = (item) =>
    typeof item.type === "string" && Object.hasOwn(components, item.type)
      ? null
      : `unknown ${name} type ${String(item.type)}`,
): (item: I) => Resolution<I, C> {
  return (item) => {
    const walk = walkFallbacks(item, (candidate) => reasonOf(candidate) === null);
    switch (walk.kind) {
      case "card":
        return {
          kind: "component",
          item: walk.card,
          Component: (components as Record<string, C>)[walk.card.type] as C,
        };
      case "drop":
        return walk;
      case "unknown":
        // The walk did not stop at the piece itself, so the piece has a reason to be unknown.
        return { kind: "error", item, reason: reasonOf(item) as string };
    }
  };
}
