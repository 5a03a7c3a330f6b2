import { describe, expect, it, vi } from "vitest";
import { createMemoryHistory } from "@tanstack/react-router";
import type { User } from "../../../card-schemas/index";
import { createQueryClient } from "../api/createQueryClient";
import { fail, mockApi, ok } from "../../test/mockApi";
import { createAppRouter } from "../router/createAppRouter";
import { meQuery } from "./queries";

const patient: User = {
  id: "user-1",
  email: "sam@example.org",
  role: "patient",
  language: "fr",
  timeZone: "Europe/Paris",
  name: "Sam",
};

describe("meQuery", () => {
  it("is null for a guest, from a call that succeeds: no failed call, no lost session", async () => {
    const { api, calls } = mockApi({ "GET /api/auth/session": () => ok({ user: null }) });
    const onSessionLost = vi.fn();
    const queryClient = createQueryClient({ retry: false, onSessionLost });
    await expect(queryClient.fetchQuery(meQuery(api))).resolves.toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /api/auth/session"]);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it("is the signed-in user", async () => {
    const { api } = mockApi({ "GET /api/auth/session": () => ok({ user: patient }) });
    await expect(createQueryClient({ retry: false }).fetchQuery(meQuery(api))).resolves.toEqual(patient);
  });

  it("fails when the server does, rather than taking the patient for a guest", async () => {
    const { api } = mockApi({ "GET /api/auth/session": () => fail(503, "UNAVAILABLE") });
    await expect(createQueryClient({ retry: false }).fetchQuery(meQuery(api))).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe("the patient pages' guard", () => {
  it("sends a guest to sign in, with the page as nextPage, without any call failing", async () => {
    const { api, calls } = mockApi({ "GET /api/auth/session": () => ok({ user: null }) });
    const router = createAppRouter(
      { queryClient: createQueryClient({ retry: false }), api },
      createMemoryHistory({ initialEntries: ["/app/patient/tasks"] }),
    );
    await router.load();
    expect(router.state.location.pathname).toBe("/app/guest/auth");
    expect(router.state.location.search).toEqual({ nextPage: "/app/patient/tasks" });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["GET /api/auth/session"]);
  });

  it("lets a signed-in patient in", async () => {
    const { api } = mockApi({ "GET /api/auth/session": () => ok({ user: patient }) });
    const router = createAppRouter(
      { queryClient: createQueryClient({ retry: false }), api },
      createMemoryHistory({ initialEntries: ["/app/patient/program"] }),
    );
    await router.load();
    expect(router.state.location.pathname).toBe("/app/patient/program");
  });
});
