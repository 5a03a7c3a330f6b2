import { describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import type { ProgramSummary, PublicProgram } from "../../../card-schemas";
import { fail, mockApi, ok, type MockResponse } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
import { allMessages } from "../../test/messages";
import { StudyPage } from "./StudyPage";

const sleep: PublicProgram = {
  id: "sleep",
  title: "Better sleep in 14 days",
  studyDuration: 14,
  maxReward: 250,
  category: "challenge",
  language: "en",
  languages: ["en"],
  steps: [],
  author: { id: "outchi", name: "Outchi" },
};

/** The page of the sleep program, which the patient's programs list as `summary` (null: not offered to them). */
async function renderWith(summary: ProgramSummary | null, shown: MockResponse<PublicProgram> = ok(sleep)) {
  let offered = summary?.offeredVersion;
  const { api, calls } = mockApi({
    "GET /api/guest/program/:id": () => shown,
    "GET /api/patient/programs": () =>
      ok({ items: summary ? [{ ...summary, offeredVersion: offered }] : [] }),
    "PUT /api/patient/study/:studyId/version": ({ body }) => {
      offered = undefined;
      return ok({ version: body.version });
    },
  });
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: "/app/patient/ressources/studies/$id",
    component: StudyPage,
  });
  const tasks = createRoute({ getParentRoute: () => rootRoute, path: "/app/patient/tasks" });
  const home = createRoute({ getParentRoute: () => rootRoute, path: "/app/patient" });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page, tasks, home]),
    history: createMemoryHistory({ initialEntries: ["/app/patient/ressources/studies/sleep"] }),
  });
  await renderRouter(router, { api });
  await act(async () => {});
  return calls;
}

const followed: ProgramSummary = {
  id: "sleep",
  title: "Better sleep in 14 days",
  studyDuration: 14,
  maxReward: 250,
  category: "challenge",
  status: "INPROGRESS",
  subscribed: true,
  subscriptionStatus: "INPROGRESS",
};

describe("StudyPage", () => {
  it("offers the new version of a followed program and moves to it on the patient's word", async () => {
    const calls = await renderWith({ ...followed, offeredVersion: 2 });
    expect((await screen.findByTestId("new-version")).textContent).toBe(allMessages.en["program.newVersion"]);
    fireEvent.click(screen.getByRole("button", { name: allMessages.en["program.acceptVersion"] }));
    await waitFor(() => expect(screen.queryByTestId("new-version")).toBeNull());
    expect(screen.getByTestId("version-accepted").textContent).toBe(
      allMessages.en["program.versionAccepted"],
    );
    const put = calls.find((call) => call.method === "PUT");
    expect(put).toMatchObject({ path: "/api/patient/study/sleep/version", body: { version: 2 } });
  });

  it("says a program closed or not in the patient's language is not available in it, and leads to the others", async () => {
    await renderWith(
      null,
      fail(404, "PROGRAM_NOT_AVAILABLE", "This program is not available in your language"),
    );
    const unavailable = await screen.findByTestId("program-unavailable");
    expect(within(unavailable).getByRole("alert").textContent).toBe(
      allMessages.en["errors.PROGRAM_NOT_AVAILABLE"],
    );
    const link = within(unavailable).getByRole("link", { name: allMessages.en["program.seeOthers"] });
    expect(link.getAttribute("href")).toBe("/app/patient/program");
  });

  it("has a program the patient may join joined with a button", async () => {
    await renderWith({ ...followed, subscribed: false, subscriptionStatus: undefined });
    expect(await screen.findByTestId("subscribe")).toBeTruthy();
    expect(screen.queryByTestId("not-offered")).toBeNull();
  });

  it("says a program not offered to the patient (closed, or in another language) is not theirs to join", async () => {
    await renderWith(null);
    expect((await screen.findByTestId("not-offered")).textContent).toBe(
      allMessages.en["programConditions.notOffered"],
    );
    expect(screen.queryByTestId("subscribe")).toBeNull();
    expect(screen.getByRole("heading", { name: sleep.title })).toBeTruthy();
  });

  it("says nothing of versions when none is offered", async () => {
    await renderWith(followed);
    expect(await screen.findByTestId("subscribed")).toBeTruthy();
    expect(screen.queryByTestId("new-version")).toBeNull();
  });

  it("lets the patient keep their version: nothing changes, and the switch stays open", async () => {
    const calls = await renderWith({ ...followed, offeredVersion: 2 });
    fireEvent.click(await screen.findByRole("button", { name: allMessages.en["program.keepVersion"] }));
    expect(screen.queryByTestId("new-version")).toBeNull();
    const kept = screen.getByTestId("version-kept");
    expect(kept.textContent).toContain(allMessages.en["program.versionKept"]);
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    fireEvent.click(within(kept).getByRole("button", { name: allMessages.en["program.acceptVersion"] }));
    await screen.findByTestId("version-accepted");
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ version: 2 });
  });
});
