import { act } from "@testing-library/react";
import { vi } from "vitest";

interface Observed {
  callback: IntersectionObserverCallback;
  elements: Element[];
}

/**
 * An IntersectionObserver that says nothing until the test does (the test DOM's never fires):
 * `nearScreen(element)` tells the observers of `element` that it came near the screen. Stubbed
 * until vi.unstubAllGlobals().
 */
export function stubIntersectionObserver(): { nearScreen: (element: Element) => void } {
  const observers: Observed[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private readonly observed: Observed;
      constructor(callback: IntersectionObserverCallback) {
        this.observed = { callback, elements: [] };
        observers.push(this.observed);
      }
      observe(element: Element) {
        this.observed.elements.push(element);
      }
      unobserve(element: Element) {
        this.observed.elements = this.observed.elements.filter((one) => one !== element);
      }
      disconnect() {
        this.observed.elements = [];
      }
    },
  );
  return {
    nearScreen(element) {
      const entry = { isIntersecting: true, target: element } as unknown as IntersectionObserverEntry;
      for (const observed of observers.filter((one) => one.elements.includes(element))) {
        act(() => observed.callback([entry], observed as unknown as IntersectionObserver));
      }
    },
  };
}

/** Every part of the page waiting to near the screen (renderer/ui/useNearScreen.ts), brought near. */
export function allNearScreen(nearScreen: (element: Element) => void): void {
  for (const element of document.querySelectorAll("[data-waiting-section]")) nearScreen(element);
}
