import type { Task, TaskCard } from "../../card-schemas";
import { CardView } from "../cards/CardView";
import type { Complete } from "../cards/types";
import { taskCard } from "./fixtures";

type TaskOf<Type extends Task["type"]> = Extract<Task, { type: Type }>;

/**
 * The `render` of a task type's stories: the task inside a card of the deck, with the params and
 * `complete` of the story's args (its controls and play() reach them).
 */
export function inTaskCard<Type extends Task["type"]>(id: string, type: Type, extra?: Partial<TaskCard>) {
  return function render({ params, complete }: { params: TaskOf<Type>["params"]; complete: Complete }) {
    // TypeScript does not narrow the union from a generic `type`: the pair is one member of it.
    const task = { type, params } as TaskOf<Type>;
    return <CardView card={taskCard(id, task, extra)} complete={complete} />;
  };
}
