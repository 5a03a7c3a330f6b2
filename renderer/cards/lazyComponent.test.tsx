import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { I18nProvider } from "../i18n/I18nProvider";
import { allMessages } from "../test/messages";
import { Suspense } from "react";
import { defaultCard } from "../mocks/fixtures";
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
    const code = deferred<typeof Loaded>();
    const Lazy = lazyComponent<CardProps>(() => code.promise);
    await renderLazy(Lazy);
    expect(screen.getByTestId("card-loading")).toBeTruthy();
    await act(async () => code.resolve(Loaded));
    expect(await screen.findByText("loaded card")).toBeTruthy();
    expect(await loadedComponent(Lazy)).toBe(Loaded);
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
