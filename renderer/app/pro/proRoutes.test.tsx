import { beforeAll, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { User } from "../../../card-schemas";
import { ok } from "../../test/mockApi";
import { openApp, patient, pro } from "../../test/pro/openApp";

describe("the pro area's routes", () => {
  // The area's chunks load on demand in the app; here once, before the timed waits.
  beforeAll(async () => {
    await Promise.all([
      import("./ProLayout"),
      import("../../features/programs/editor/ProProgramsPage"),
      import("./i18n/messages/en.json"),
    ]);
  });

  it("sends a pro who opens the patient app to the pro area", async () => {
    const { router } = await openApp("/app/patient/tasks", pro);
    expect(router.state.location.pathname).toBe("/app/pro");
    expect(await screen.findByRole("heading", { name: "My programs" })).toBeTruthy();
  });

  it("lets a pro change the app's language from the area's bar", async () => {
    const { calls } = await openApp("/app/pro", pro, {
      "PUT /api/patient/language": ({ body }) => ok({ user: { ...pro, language: body.language } }),
    });
    await screen.findByRole("heading", { name: "My programs" });
    fireEvent.change(screen.getByTestId("language-switch"), { target: { value: "fr" } });
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/api/patient/language")?.body).toEqual({ language: "fr" }),
    );
  });

  it("leads the old /app/patient/pro address to it", async () => {
    const { router } = await openApp("/app/patient/pro", pro);
    expect(router.state.location.pathname).toBe("/app/pro");
  });

  it("lands a pro who signs in on the pro area", async () => {
    let user: User | null = null;
    const { router } = await openApp("/app/guest/auth", null, {
      "GET /api/auth/session": () => ok({ user }),
      "POST /api/auth/login": () => {
        user = pro;
        return ok({ user: pro });
      },
    });
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "dr@example.org" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough password" } });
    fireEvent.click(screen.getByTestId("auth-submit"));
    expect(await screen.findByRole("heading", { name: "My programs" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/app/pro");
  });

  it("tells a patient the area is for professionals, with the way back, and asks nothing of the pro API", async () => {
    const { router, calls } = await openApp("/app/pro", patient);
    expect(router.state.location.pathname).toBe("/app/pro");
    expect(await screen.findByRole("heading", { name: "This area is for professionals" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to my app" }).getAttribute("href")).toBe("/app/patient");
    expect(screen.queryByRole("navigation", { name: "Professional menu" })).toBeNull();
    expect(calls.filter((call) => call.path.startsWith("/api/pro/"))).toEqual([]);
  });

  it("sends a guest to sign in first, then back to the pro area", async () => {
    const { router } = await openApp("/app/pro", null);
    expect(router.state.location.pathname).toBe("/app/guest/auth");
    expect(router.state.location.search).toEqual({ nextPage: "/app/pro" });
  });
});
