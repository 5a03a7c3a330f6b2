import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Node's EventTarget shadows happy-dom's, so `element instanceof EventTarget` (motion checks it
// before animating) would be false for every DOM element.
globalThis.EventTarget = window.EventTarget;

// Card components load lazily in the app; tests draw them at once, as a warm app does.
const { cardComponents, taskComponentOf, taskComponents } = await import("../cards/registry");
const { loadedComponent } = await import("../cards/lazyComponent");
const { LuckyWheelCard } = await import("../features/rewards");
await Promise.all([
  loadedComponent(LuckyWheelCard),
  ...Object.values(cardComponents).map((component) => loadedComponent(component)),
  ...Object.keys(taskComponents).map((type) => loadedComponent(taskComponentOf(type))),
]);
