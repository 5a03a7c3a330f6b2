import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { useNearScreen } from "./useNearScreen";

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearScreen(ref);
  return <div ref={ref}>{near ? "near" : "far"}</div>;
}

/** An IntersectionObserver the test moves: `intersect` says the element came near. */
function fakeObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return {
    observers,
    intersect(isIntersecting: boolean) {
      for (const { callback } of observers)
        callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("useNearScreen", () => {
  it("is false until the element comes within a screen of the viewport, then stays true", () => {
    const fake = fakeObserver();
    render(<Probe />);
    expect(screen.getByText("far")).toBeTruthy();
    expect(fake.observers[0]!.options?.rootMargin).toMatch(/^\d+px/);
    act(() => fake.intersect(false));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => fake.intersect(true));
    expect(screen.getByText("near")).toBeTruthy();
  });

  it("is true at once where the browser cannot tell", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("near")).toBeTruthy();
  });
});
