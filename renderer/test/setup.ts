import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Node's EventTarget shadows happy-dom's, so `element instanceof EventTarget` (motion checks it
// before animating) would be false for every DOM element.
globalThis.EventTarget = window.EventTarget;
