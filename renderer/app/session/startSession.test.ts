import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { User } from "../../../card-schemas/index";
import { PICTURE_CACHE } from "../offline/workerProtocol";
import { meKey } from "./queries";
import { startSession } from "./startSession";

const user = (id: string): User => ({
  id,
  email: `${id}@example.org`,
  role: "patient",
  language: "en",
  timeZone: "Europe/Paris",
});

describe("startSession", () => {
  const deleted = vi.fn(async (_name: string) => true);
  vi.stubGlobal("caches", { delete: deleted });
  afterEach(() => deleted.mockClear());

  it("forgets the previous account's answers and the pictures the service worker kept for its deck", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(meKey, user("a"));
    queryClient.setQueryData(["GET /api/patient/todo"], { cards: [] });
    startSession(queryClient, null);
    expect(queryClient.getQueryData(["GET /api/patient/todo"])).toBeUndefined();
    expect(queryClient.getQueryData(meKey)).toBeNull();
    expect(deleted).toHaveBeenCalledWith(PICTURE_CACHE);
  });

  it("keeps the pictures when the same account signs in again, and when nobody was signed in", () => {
    const queryClient = new QueryClient();
    startSession(queryClient, user("a"));
    queryClient.setQueryData(meKey, user("a"));
    startSession(queryClient, user("a"));
    expect(deleted).not.toHaveBeenCalled();
  });
});
