import { createElement, use, type ComponentType } from "react";

/** A component whose code is fetched the first time it is drawn. */
export type LazyComponent<P> = ComponentType<P> & { load: () => Promise<ComponentType<P>> };

/**
 * A component fetched the first time it is drawn (or when `load` is called). CardView puts each
 * card in a Suspense boundary, so a card waiting for its code shows a placeholder and never holds
 * up the deck; once loaded it renders synchronously, and a failed fetch reaches the card's error
 * boundary, which shows the ERROR card.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => (pending ??= load().then((component) => (loaded = component)));
  function Lazy(props: P) {
    const Component = loaded ?? use(start());
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { load: start });
}

/** The component behind `component` with its code loaded (itself when it is not lazy). */
export function loadedComponent<P>(
  component: ComponentType<P> | undefined,
): Promise<ComponentType<P> | undefined> {
  return component && "load" in component
    ? (component as LazyComponent<P>).load()
    : Promise.resolve(component);
}
