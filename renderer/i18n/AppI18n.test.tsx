import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { User } from "../../card-schemas";
import { ApiProvider } from "../api/ApiContext";
import { createQueryClient } from "../api/createQueryClient";
import { mockApi, ok } from "../mocks/mockApi";
import { useDocumentTitle } from "../ui/useDocumentTitle";
import { AppI18n } from "./AppI18n";
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
    expect(document.documentElement.lang).toBe("it");
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(description?.content).toMatch(/^Outchi: i tuoi programmi/);
  });
});
