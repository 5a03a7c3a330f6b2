import {
  createElement,
  use,
  type ComponentType,
  type FulfilledReactPromise,
  type RejectedReactPromise,
} from "react";

/** A component whose code is fetched the first time it is drawn. */
export type LazyComponent<P> = ComponentType<P> & { load: () => Promise<ComponentType<P>> };

/**
 * A component fetched the first time it is drawn (or when `load` is called). CardView puts each
 * card in a Suspense boundary, so a card waiting for its code shows a placeholder and never holds
 * up the deck; once loaded it renders synchronously, and a failed fetch reaches the card's error
 * boundary, which shows the ERROR card.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => (pending ??= recordingOutcome(load()));
  // use() on every render (React wants the same calls when it retries a suspended render); once
  // the code is here the promise says so, and use() returns the component without suspending.
  function Lazy(props: P) {
    return createElement(use(start()), props);
  }
  return Object.assign(Lazy, { load: start });
}

/**
 * `promise`, which writes its outcome on itself the way React's use() reads it (ReactPromise), so
 * that a settled one never suspends, even when React was not watching it settle (a prefetch).
 */
function recordingOutcome<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => {
      Object.assign(promise, { status: "fulfilled", value } satisfies Partial<FulfilledReactPromise<T>>);
    },
    (reason: unknown) => {
      Object.assign(promise, { status: "rejected", reason } satisfies Partial<RejectedReactPromise<T>>);
    },
  );
  return promise;
}

/** The component behind `component` with its code loaded (itself when it is not lazy). */
export function loadedComponent<P>(
  component: ComponentType<P> | undefined,
): Promise<ComponentType<P> | undefined> {
  return component && "load" in component
    ? (component as LazyComponent<P>).load()
    : Promise.resolve(component);
}
