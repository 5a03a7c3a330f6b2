import { BlockBody } from "../../../ui/blocks/BlockBody";
import { DoneButton } from "../../../cards/DoneButton";
import type { AuthorTaskProps } from "./authorTaskProps";

function completesItself(body: readonly unknown[]): boolean {
  return body.some((block) => {
    const candidate = block as { type?: unknown; action?: { kind?: unknown } } | null;
    return candidate?.type === "button" && candidate.action?.kind === "complete";
  });
}

/**
 * CONTENT: author content drawn from its blocks (text, image, media, button…). When no button of
 * the content completes the card, a Done button does.
 */
export function ContentAuthorTask({ task, complete, submitted, titled }: AuthorTaskProps<"CONTENT">) {
  return (
    <>
      <BlockBody blocks={task.body} complete={complete} submitted={submitted} titled={titled} />
      {!completesItself(task.body) && (
        <DoneButton disabled={submitted} onClick={() => complete({ done: true })} />
      )}
    </>
  );
}
