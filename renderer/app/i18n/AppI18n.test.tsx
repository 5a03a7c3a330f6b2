import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { User } from "../../../card-schemas";
import { ApiProvider } from "../api/ApiContext";
import { createQueryClient } from "../api/createQueryClient";
import { mockApi, ok } from "../../test/mockApi";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppI18n } from "./AppI18n";
import { loadMessages } from "./loadMessages";
import { useT } from "./useT";

function Page() {
  const t = useT();
  useDocumentTitle(t("home.title"));
  return <p>{t("home.title")}</p>;
}

describe("AppI18n", () => {
  it("speaks the signed-in user's language, and says so in the html lang and the description", async () => {
    const user: User = { id: "u1", email: "a@b.c", role: "patient", language: "it", timeZone: "Europe/Rome" };
    const { api } = mockApi({ "GET /api/auth/session": () => ok({ user }) });
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <ApiProvider client={api}>
          <AppI18n>
            <Page />
          </AppI18n>
        </ApiProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Home")).toBeTruthy();
    // The html lang and the description follow in an effect, after the page is drawn.
    await waitFor(() => expect(document.documentElement.lang).toBe("it"));
    await waitFor(() =>
      expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(
        /^Outchi: i tuoi programmi/,
      ),
    );
  });
});

/** 10 ms of drawing, as a heavy part of a page is on a slow phone. */
function Busy() {
  const until = performance.now() + 10;
  while (performance.now() < until) {
    // busy
  }
  return <p>part</p>;
}

describe("AppI18n, once its catalog is here", () => {
  it("draws the page in slices that let other tasks run", async () => {
    const user: User = {
      id: "u1",
      email: "a@b.c",
      role: "patient",
      language: "en",
      timeZone: "Europe/Paris",
    };
    const { api } = mockApi({ "GET /api/auth/session": () => ok({ user }) });
    await loadMessages("en");
    let ticksWhileDrawing = 0;
    const ticker = setInterval(() => {
      if (screen.queryAllByText("part").length === 0) ticksWhileDrawing++;
    }, 1);
    try {
      render(
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <ApiProvider client={api}>
            <AppI18n>
              {Array.from({ length: 20 }, (_, i) => (
                <Busy key={i} />
              ))}
            </AppI18n>
          </ApiProvider>
        </QueryClientProvider>,
      );
      expect(await screen.findAllByText("part", {}, { timeout: 5000 })).toHaveLength(20);
    } finally {
      clearInterval(ticker);
    }
    // The session and the catalog take a tick or two; 200 ms of rendering in one task adds none.
    expect(ticksWhileDrawing).toBeGreaterThan(5);
  });
});
