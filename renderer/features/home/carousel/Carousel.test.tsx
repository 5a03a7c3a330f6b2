import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { CAROUSEL_FOCUS_STEP_PX } from "./carouselFocus";
import { carouselItems } from "../../community/communityFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { Carousel } from "./Carousel";

const focusedIndex = () =>
  screen.getAllByTestId("carousel-item").findIndex((item) => item.getAttribute("aria-current") === "true");

function scrollTo(left: number) {
  const track = screen.getByTestId("carousel-track");
  track.scrollLeft = left;
  fireEvent.scroll(track);
}

describe("Carousel", () => {
  it("shows each kind with its label, title and link, the first card in focus", async () => {
    await renderWithProviders(<Carousel items={carouselItems("en")} />);
    const items = screen.getAllByTestId("carousel-item");
    expect(items).toHaveLength(7);
    expect(items.map((item) => item.dataset.kind)).toEqual([
      "STUDY",
      "QUESTIONNAIRE",
      "AUTOR",
      "SOCIAL_EVENT",
      "STUDY",
      "STUDY",
      "STUDY",
    ]);
    const author = within(items[2]!);
    expect(author.getByText("Author")).toBeTruthy();
    expect(author.getByText("The Outchi team")).toBeTruthy();
    expect(author.getByRole("link").getAttribute("href")).toBe("/app/patient/ressources/autors/outchi");
    expect(items[0]?.getAttribute("aria-label")).toBe("1 of 7");
    expect(focusedIndex()).toBe(0);
    expect(items[0]?.className).toContain("carousel__item--focus");
  });

  it("moves the focus by scroll position, one card per 158 px step", async () => {
    await renderWithProviders(<Carousel items={carouselItems("en")} />);
    scrollTo(CAROUSEL_FOCUS_STEP_PX);
    expect(focusedIndex()).toBe(1);
    scrollTo(2 * CAROUSEL_FOCUS_STEP_PX + 60);
    expect(focusedIndex()).toBe(2);
    scrollTo(3 * CAROUSEL_FOCUS_STEP_PX + 80);
    expect(focusedIndex()).toBe(4);
    scrollTo(50 * CAROUSEL_FOCUS_STEP_PX);
    expect(focusedIndex()).toBe(6);
    scrollTo(0);
    expect(focusedIndex()).toBe(0);
    expect(screen.getAllByTestId("carousel-item")[0]?.className).toContain("carousel__item--focus");
  });

  it("moves the focus with the arrow keys, within the cards", async () => {
    await renderWithProviders(<Carousel items={carouselItems("en").slice(0, 3)} />);
    const track = screen.getByTestId("carousel-track");
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    expect(focusedIndex()).toBe(0);
    fireEvent.keyDown(track, { key: "ArrowRight" });
    fireEvent.keyDown(track, { key: "ArrowRight" });
    fireEvent.keyDown(track, { key: "ArrowRight" });
    expect(focusedIndex()).toBe(2);
    fireEvent.keyDown(track, { key: "Home" });
    expect(focusedIndex()).toBe(0);
    fireEvent.keyDown(track, { key: "End" });
    expect(focusedIndex()).toBe(2);
  });

  it("shows at most 7 cards", async () => {
    const items = [
      ...carouselItems("en"),
      ...carouselItems("en").map((item) => ({ ...item, id: `${item.id}-2` })),
    ];
    await renderWithProviders(<Carousel items={items} />);
    expect(screen.getAllByTestId("carousel-item")).toHaveLength(7);
  });

  it("draws the kind of a card without a picture in its picture box, which is never left empty", async () => {
    await renderWithProviders(<Carousel items={carouselItems("en")} />);
    const items = screen.getAllByTestId("carousel-item");
    const questionnaire = items.find((item) => item.dataset.kind === "QUESTIONNAIRE")!;
    const icon = within(questionnaire).getByTestId("carousel-kind-icon");
    expect(icon.className).toContain("carousel-card__image--questionnaire");
    expect(icon.querySelector("svg path")?.getAttribute("d")).toBeTruthy();
    for (const item of items) {
      const pictures = item.querySelectorAll("img").length;
      const icons = within(item).queryAllByTestId("carousel-kind-icon").length;
      expect(pictures + icons, item.dataset.kind).toBe(1);
    }
    // A card with a picture keeps its box before the file arrives.
    const picture = items[0]!.querySelector("img")!;
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["320", "180"]);
  });

  it("fetches the first picture at once and first, the others as they near the screen", async () => {
    await renderWithProviders(<Carousel items={carouselItems("en")} />);
    const pictures = screen
      .getAllByTestId("carousel-item")
      .flatMap((item) => [...item.querySelectorAll("img")])
      .map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")]);
    expect(pictures[0]).toEqual(["eager", "high"]);
    for (const later of pictures.slice(1)) expect(later).toEqual(["lazy", "auto"]);
  });

  it("holds the cards' place while they load", async () => {
    await renderWithProviders(<Carousel />);
    expect(screen.getByRole("heading", { name: "For you" })).toBeTruthy();
    expect(screen.getByTestId("carousel-loading").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByTestId("carousel-track")).toBeNull();
  });

  it("says so when there is nothing to show, in French too", async () => {
    await renderWithProviders(<Carousel items={[]} />, { locale: "fr" });
    expect(screen.getByText("Rien de nouveau à vous proposer pour l'instant.")).toBeTruthy();
    expect(screen.queryByTestId("carousel-track")).toBeNull();
  });
});
