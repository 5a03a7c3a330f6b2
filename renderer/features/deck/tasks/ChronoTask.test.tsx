import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "../../../app/i18n/I18nProvider";
import { allMessages } from "../../../test/messages";
import { ChronoTask } from "./ChronoTask";
import { formatStopwatch, CHRONO_TICK_MS } from "../../../ui/stopwatch";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-14T08:00:00Z") });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderChrono() {
  const complete = vi.fn();
  render(
    <I18nProvider locale="en" messages={allMessages.en}>
      <ChronoTask params={{ targetSeconds: 2 }} complete={complete} submitted={false} />
    </I18nProvider>,
  );
  const display = () => screen.getByRole("timer").textContent;
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { complete, display, advance };
}

describe("ChronoTask", () => {
  it("ticks every CHRONO_TICK_MS once started, shown as mm:ss.t", () => {
    const { display, advance } = renderChrono();
    expect(display()).toBe("00:00.0");
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    advance(CHRONO_TICK_MS);
    expect(display()).toBe("00:00.1");
    advance(1400);
    expect(display()).toBe("00:01.5");
  });

  it("stops on pause, resumes from where it was, and resets to zero", () => {
    const { display, advance } = renderChrono();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    advance(1000);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    advance(5000);
    expect(display()).toBe("00:01.0");
    fireEvent.click(screen.getByRole("button", { name: "Resume" }));
    advance(500);
    expect(display()).toBe("00:01.5");
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(display()).toBe("00:00.0");
    expect(screen.getByRole("button", { name: "Start" })).toBeTruthy();
  });

  it("says when the target is reached", () => {
    const { advance } = renderChrono();
    expect(screen.getByText("Goal: 00:02.0")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    advance(2000);
    expect(screen.getByText("Goal reached!")).toBeTruthy();
  });

  it("sends the elapsed milliseconds when done, and is not done before it ran", () => {
    const { complete, advance } = renderChrono();
    const done = screen.getByRole("button", { name: "Done" }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    advance(3250);
    fireEvent.click(done);
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { elapsedMs: 3250 } });
  });
});

describe("formatStopwatch", () => {
  it.each([
    [0, "00:00.0"],
    [99, "00:00.0"],
    [61_900, "01:01.9"],
    [3_600_000, "60:00.0"],
  ])("%d ms → %s", (ms, text) => {
    expect(formatStopwatch(ms)).toBe(text);
  });
});
