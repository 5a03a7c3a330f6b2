import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ApiProvider } from "../api/ApiContext";
import { createQueryClient } from "../api/createQueryClient";
import { mockApi, ok } from "../mocks/mockApi";
import { useT } from "./useT";
import { AppI18n } from "./AppI18n";

function Greeting() {
  const t = useT();
  return <p>{t("app.name")}</p>;
}

afterEach(() => document.getElementById("splash")?.remove());

describe("AppI18n", () => {
  it("leaves index.html's splash on screen until the app has its words, then takes it away", async () => {
    // index.html's splash, drawn from the first paint.
    document.body.insertAdjacentHTML("beforeend", '<div class="splash" id="splash" aria-busy="true"></div>');
    const { api } = mockApi({
      "GET /api/auth/me": () => ok({ user: { id: "u1", email: "a@b.c", role: "patient", language: "en" } }),
    });
    const { container } = render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <ApiProvider client={api}>
          <AppI18n>
            <Greeting />
          </AppI18n>
        </ApiProvider>
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe("");
    expect(document.getElementById("splash")).not.toBeNull();
    expect(await screen.findByText("Outchi")).toBeTruthy();
    expect(document.getElementById("splash")).toBeNull();
    expect(document.documentElement.lang).toBe("en");
  });
});
