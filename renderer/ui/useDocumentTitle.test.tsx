import { describe, expect, it } from "vitest";
import indexHtml from "../index.html?raw";
import { allMessages } from "../test/messages";
import { renderWithProviders } from "../test/renderWithProviders";
import { useDocumentTitle } from "./useDocumentTitle";

function Page({ title, description }: { title?: string; description?: string }) {
  useDocumentTitle(title, description);
  return null;
}

const metaDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe("useDocumentTitle", () => {
  it("names the tab after the page and describes the page", async () => {
    await renderWithProviders(<Page title="Programs" description="Join a program." />);
    expect(document.title).toBe("Programs · Outchi");
    expect(metaDescription()).toBe("Join a program.");
  });

  it("describes a page without its own description as the app, in the page's language", async () => {
    await renderWithProviders(<Page />, { locale: "it" });
    expect(document.title).toBe("Outchi");
    expect(metaDescription()).toBe(allMessages.it["app.description"]);
  });

  it("starts from index.html, which carries fr's description (the default language) and a theme colour", () => {
    const page = new DOMParser().parseFromString(indexHtml, "text/html");
    expect(page.documentElement.lang).toBe("fr");
    expect(page.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      allMessages.fr["app.description"],
    );
    expect(page.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content).toMatch(
      /^#[0-9a-f]{6}$/i,
    );
  });
});
