import { expect, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import type { Task } from "../../card-schemas";
import type { Locale } from "../app/i18n/locales";
import { taskCard } from "./fixtures";
import { mockApi, type MockRoutes } from "./mockApi";
import { trackingApi, type TrackingApiOptions } from "../features/tracking/trackingFixtures";
import { renderWithProviders } from "./renderWithProviders";
import { CardView } from "../cards/CardView";

/** Renders a task that records a daily value, over the mock tracking API; returns what it sent. */
export async function renderTrackingTask(
  task: Task,
  options: TrackingApiOptions & { locale?: Locale; routes?: MockRoutes } = {},
) {
  const { api, calls } = mockApi({ ...trackingApi(options), ...options.routes });
  const complete = vi.fn();
  await renderWithProviders(<CardView card={taskCard("card-tracking", task)} complete={complete} />, {
    api,
    locale: options.locale,
  });
  // Loaded once the catalogue and the day's entries are in: the loading line is gone.
  await waitFor(() => expect(screen.queryByText(/^(Loading…|Chargement…)$/)).toBeNull());
  const puts = () => calls.filter((call) => call.method === "PUT").map((call) => call.body);
  return { complete, puts };
}
