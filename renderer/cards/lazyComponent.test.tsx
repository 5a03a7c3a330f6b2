import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { I18nProvider } from "../app/i18n/I18nProvider";
import { allMessages } from "../test/messages";
import { startTransition, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { defaultCard } from "../test/fixtures";
import { CardBoundary } from "./CardBoundary";
import { CardLoading } from "./CardLoading";
import { lazyComponent, loadedComponent } from "./lazyComponent";
import type { CardProps } from "./types";

afterEach(() => vi.restoreAllMocks());

function Loaded() {
  return <p>loaded card</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/** Rendered inside an awaited act: React retries a suspended render only there (as the app does). */
async function renderLazy(Lazy: ReturnType<typeof lazyComponent<CardProps>>) {
  const complete = vi.fn();
  await act(async () => {
    render(
      <I18nProvider locale="en" messages={allMessages.en}>
        <CardBoundary card={defaultCard} complete={complete}>
          <Suspense fallback={<CardLoading />}>
            <Lazy card={defaultCard} complete={complete} />
          </Suspense>
        </CardBoundary>
      </I18nProvider>,
    );
  });
}

describe("lazyComponent", () => {
  it("shows the loading card until the code arrives, then the component", async () => {
    const errors = vi.spyOn(console, "error");
    const code = deferred<typeof Loaded>();
    const Lazy = lazyComponent<CardProps>(() => code.promise);
    await renderLazy(Lazy);
    expect(screen.getByTestId("card-loading")).toBeTruthy();
    await act(async () => code.resolve(Loaded));
    expect(await screen.findByText("loaded card")).toBeTruthy();
    expect(await loadedComponent(Lazy)).toBe(Loaded);
    // React's rules for use() were kept: nothing was reported while retrying the render.
    expect(errors).not.toHaveBeenCalled();
  });

  it("keeps React's rules for use() when a render waits for the code in place (a transition)", async () => {
    const errors = vi.spyOn(console, "error");
    const Lazy = lazyComponent<CardProps>(() => Promise.resolve(Loaded));
    const root = createRoot(document.body.appendChild(document.createElement("div")));
    await act(async () =>
      startTransition(() =>
        root.render(
          <Suspense fallback={<CardLoading />}>
            <Lazy card={defaultCard} complete={vi.fn()} />
          </Suspense>,
        ),
      ),
    );
    expect(screen.getByText("loaded card")).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it("draws a component whose code was fetched beforehand at once, without the loading card", async () => {
    const Lazy = lazyComponent<CardProps>(() => Promise.resolve(Loaded));
    await Lazy.load();
    const complete = vi.fn();
    render(
      <Suspense fallback={<CardLoading />}>
        <Lazy card={defaultCard} complete={complete} />
      </Suspense>,
    );
    expect(screen.getByText("loaded card")).toBeTruthy();
    expect(screen.queryByTestId("card-loading")).toBeNull();
  });

  it("shows the ERROR card when the code cannot be fetched", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const code = deferred<typeof Loaded>();
    const Lazy = lazyComponent<CardProps>(() => code.promise);
    await renderLazy(Lazy);
    await act(async () => code.reject(new Error("offline")));
    expect(await screen.findByText("ERROR")).toBeTruthy();
  });

  it("hands back a component that is not lazy as it is", async () => {
    expect(await loadedComponent(Loaded)).toBe(Loaded);
  });
});
