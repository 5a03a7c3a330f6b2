import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { PlainLink } from "./PlainLink";

const STUDY = "/app/patient/program/studies/$id";

/** A router whose first page shows a link to each study of `ids` (the first one's test id: `link`). */
async function renderLink(ids = ["sleep well"], spyOnBuild = false) {
  const rootRoute = createRootRoute({ component: Outlet });
  const deck = createRoute({
    getParentRoute: () => rootRoute,
    path: "/",
    component: () => (
      <>
        {ids.map((id, i) => (
          <PlainLink key={i} to={STUDY} params={{ id }} data-testid={i === 0 ? "link" : `link-${i}`}>
            {id}
          </PlainLink>
        ))}
      </>
    ),
  });
  const studyLoader = vi.fn(() => null);
  const study = createRoute({
    getParentRoute: () => rootRoute,
    path: "/app/patient/program/studies/$id",
    loader: studyLoader,
    component: () => <h1>Study page</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([deck, study]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await act(() => router.load());
  const build = spyOnBuild ? vi.spyOn(router, "buildLocation") : undefined;
  render(<RouterProvider router={router as never} />);
  await act(async () => {});
  return { router, studyLoader, link: screen.getByTestId("link"), build };
}

describe("PlainLink", () => {
  it("builds each destination's href once for all the links to it", async () => {
    const { build } = await renderLink(["sleep", "sleep", "move", "sleep"], true);
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/app/patient/program/studies/sleep",
      "/app/patient/program/studies/sleep",
      "/app/patient/program/studies/move",
      "/app/patient/program/studies/sleep",
    ]);
    const ours = build!.mock.calls.filter(([options]) => (options as { to?: string }).to === STUDY);
    expect(ours).toHaveLength(2);
  });

  it("is an anchor to the page, its parameters encoded", async () => {
    const { link } = await renderLink();
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/app/patient/program/studies/sleep%20well");
  });

  it("fetches the page's data as a finger comes to it, and goes there without reloading", async () => {
    const { router, studyLoader, link } = await renderLink();
    await act(async () => {
      fireEvent.touchStart(link);
    });
    expect(studyLoader).toHaveBeenCalledTimes(1);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.matches.at(-1)?.params).toEqual({ id: "sleep well" });
    expect(await screen.findByRole("heading", { name: "Study page" })).toBeTruthy();
  });

  it("leaves a click with a modifier key (a new tab) to the browser", async () => {
    const { router, link } = await renderLink();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe("/");
  });
});
