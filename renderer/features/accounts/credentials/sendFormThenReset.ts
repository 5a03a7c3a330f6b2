import type { FormEvent } from "react";

/** What `sendFormThenReset` needs of a mutation (react-query's `mutate`). */
interface Sends<Body> {
  mutate: (body: Body, options: { onSuccess: () => void }) => void;
}

/**
 * The submit of a settings form: its data sent through `change`, then the form emptied once the
 * change succeeded (a failed one keeps what was typed, to correct it).
 */
export function sendFormThenReset<Body>(change: Sends<Body>, bodyOf: (data: FormData) => Body) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The event's target is gone once the answer arrives: the form is kept here.
    const form = event.currentTarget;
    change.mutate(bodyOf(new FormData(form)), { onSuccess: () => form.reset() });
  };
}
