import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryHistory } from "@tanstack/react-router";
import type { User } from "../../../card-schemas";
import { createQueryClient } from "../../app/api/createQueryClient";
import { communityEvent, communityServer } from "./communityFeedFixtures";
import { mockApi, ok, type MockRoutes } from "../../test/mockApi";
import { renderRouter } from "../../test/renderRouter";
import { createAppRouter } from "../../app/router/createAppRouter";

const person = (role: User["role"]): User => ({
  id: `${role}-1`,
  email: `${role}@test.outchi`,
  role,
  language: "en",
  timeZone: "Europe/Paris",
});

/** The app's own routes at `url`, for `user` (null: a guest), the community answered from fixtures. */
async function renderAt(
  url: string,
  user: User | null,
  mine = [communityEvent({ mine: true, status: "to check" })],
  routes: MockRoutes = {},
) {
  const { api, calls } = mockApi({
    ...communityServer({ mine: mine.map((event) => ({ ...event, datetime: new Date().toISOString() })) }),
    "GET /api/auth/session": () => ok({ user }),
    ...routes,
  });
  const queryClient = createQueryClient({ retry: false });
  const router = createAppRouter({ queryClient, api }, createMemoryHistory({ initialEntries: [url] }));
  await renderRouter(router, { api, queryClient });
  await act(async () => {});
  return { router, calls };
}

describe("the community pages", () => {
  it("lists the communities under the header's Community link", async () => {
    await renderAt("/app/patient/community", person("patient"));
    expect(await screen.findByRole("heading", { level: 1, name: "Community" })).toBeTruthy();
    expect(await screen.findByTestId("community-MIGRAINE")).toBeTruthy();
    expect(screen.getByTestId("nav-community").getAttribute("data-status")).toBe("active");
  });

  it("opens a community: marks it read, shows the days remaining after the patient's last message, links questions and votes", async () => {
    const { calls } = await renderAt("/app/patient/community/byName/MIGRAINE", person("patient"));
    expect(await screen.findByRole("heading", { level: 1, name: "Migraine" })).toBeTruthy();
    expect((await screen.findByTestId("message-days-remaining")).textContent).toBe(
      "You can send your next message in 5 days.",
    );
    expect(screen.getByTestId("ask-question").getAttribute("href")).toBe(
      "/app/patient/community/byName/MIGRAINE/questions",
    );
    expect(screen.getByTestId("ask-question").textContent).toContain("100 rewards");
    expect(screen.getByTestId("vote-link").getAttribute("href")).toBe(
      "/app/patient/community/byName/MIGRAINE/votes",
    );
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/patient/community/MIGRAINE/read")).toBe(
      true,
    );
    expect(await screen.findByTestId("social-event-event-1")).toBeTruthy();
  });

  it("counts a shared picture in the 5 days", async () => {
    await renderAt("/app/patient/community/byName/all", person("patient"), [
      communityEvent({ id: "mine-picture", type: "PICTURE", mine: true, status: "not checked" }),
    ]);
    expect((await screen.findByTestId("message-days-remaining")).textContent).toBe(
      "You can send your next message in 5 days.",
    );
  });

  it("offers the message form after a refused message", async () => {
    await renderAt("/app/patient/community/byName/all", person("patient"), [
      communityEvent({ id: "mine-refused", mine: true, status: "refused" }),
    ]);
    expect(await screen.findByLabelText("Your message")).toBeTruthy();
  });

  it("offers the message form to a patient who may write", async () => {
    await renderAt("/app/patient/community/byName/all", person("patient"), []);
    expect(await screen.findByLabelText("Your message")).toBeTruthy();
  });

  it("asks for the feed beside the patient's own messages, but draws it after them, so nothing jumps under a finger", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = await renderAt("/app/patient/community/byName/all", person("patient"), [], {
      "GET /api/patient/socialEvents/mine": () => held.then(() => ok({ items: [], nextToken: null })),
    });
    expect(await screen.findByTestId("message-form-loading")).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/patient/socialEvents")).toBe(true));
    expect(screen.queryByTestId("community-feed")).toBeNull();
    expect(screen.queryByTestId("ask-question")).toBeNull();
    await act(async () => release());
    expect(await screen.findByTestId("community-feed")).toBeTruthy();
    expect(screen.getByLabelText("Your message")).toBeTruthy();
    expect(screen.queryByTestId("message-form-loading")).toBeNull();
  });

  it("shows the moderation queue to an admin", async () => {
    await renderAt("/app/admin/moderation", person("admin"));
    expect(await screen.findByRole("heading", { level: 1, name: "Moderation" })).toBeTruthy();
    expect(await screen.findByTestId("moderation-event-waiting")).toBeTruthy();
  });

  it("puts the admin's pages under their own bar: moderation, the language switch and sign-out", async () => {
    const admin = person("admin");
    const { router, calls } = await renderAt("/app/admin", admin, [], {
      "PUT /api/patient/language": ({ body }) => ok({ user: { ...admin, language: body.language } }),
      "POST /api/auth/logout": () => ok({}),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/admin/moderation"));
    const bar = within(await screen.findByRole("navigation", { name: "Admin menu" }));
    expect(bar.getByRole("link", { name: "Moderation" }).getAttribute("href")).toBe("/app/admin/moderation");
    fireEvent.change(screen.getByTestId("language-switch"), { target: { value: "fr" } });
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/api/patient/language")?.body).toEqual({ language: "fr" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/guest/auth"));
  });

  it("sends an admin whose sign-in lands on the patient app to the moderation page", async () => {
    const { router } = await renderAt("/app/patient", person("admin"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/app/admin/moderation"));
  });

  it("tells a patient the moderation page is not for them", async () => {
    await renderAt("/app/admin/moderation", person("patient"));
    expect(await screen.findByTestId("admin-only")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "For moderators only" })).toBeTruthy();
  });

  it("sends a guest to sign in before the moderation page", async () => {
    const { router } = await renderAt("/app/admin/moderation", null);
    expect(router.state.location.pathname).toBe("/app/guest/auth");
    expect(router.state.location.search).toEqual({ nextPage: "/app/admin/moderation" });
  });
});

describe("the guest message page", () => {
  it("shows a validated message and sends a guest who reacts to sign in, back here after", async () => {
    const { router } = await renderAt("/app/guest/ressources/socialEvent/event-1", null);
    expect(await screen.findByText("A walk in the morning helps me before the pain starts.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Smile: 3" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/app/guest/auth"));
    expect(router.state.location.search).toEqual({ nextPage: "/app/guest/ressources/socialEvent/event-1" });
  });

  it("lets a signed-in patient react there", async () => {
    const { calls } = await renderAt("/app/guest/ressources/socialEvent/event-1", person("patient"));
    fireEvent.click(await screen.findByRole("button", { name: "Smile: 3" }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === "/api/patient/messageReaction/")).toBe(true));
  });
});
