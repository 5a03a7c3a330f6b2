import { taskSchemas } from "./registry";

/** The param each task type shows as its card's main picture: the one marked `x-card-picture`. */
const pictureParams: ReadonlyMap<string, string> = new Map(
  Object.entries(taskSchemas).flatMap(([type, schema]) => {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const name = Object.keys(properties).find((key) => properties[key]?.["x-card-picture"] === true);
    return name ? [[type, name] as const] : [];
  }),
);

/**
 * The main picture of a card, as its task's schema marks it (`x-card-picture`), or undefined for a
 * card without one. The deck's page preloads it: on a phone it is the first screen's largest paint.
 */
export function cardPicture(card: unknown): string | undefined {
  if (typeof card !== "object" || card === null) return undefined;
  const task = (card as { task?: { type?: unknown; params?: Record<string, unknown> } }).task;
  if (typeof task?.type !== "string" || !task.params) return undefined;
  const param = pictureParams.get(task.type);
  const picture = param === undefined ? undefined : task.params[param];
  return typeof picture === "string" && picture !== "" ? picture : undefined;
}
