import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "../../../test/mockApi";
import { ratingsApi, tourRatingItems, type RatingsApiOptions } from "../ratingFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import type { Locale } from "../../../app/i18n/locales";
import { RatingsSection, type RatingsSectionProps } from "./RatingsSection";

async function render(
  viewer: RatingsSectionProps["viewer"],
  options: RatingsApiOptions = {},
  locale: Locale = "en",
) {
  const { api, calls } = mockApi(ratingsApi(options));
  await renderWithProviders(<RatingsSection studyId="tour" viewer={viewer} />, { api, locale });
  return { calls };
}

describe("RatingsSection", () => {
  it("shows a guest the title, the mean and count, each rating of the group rating_tour, and a sign-in link", async () => {
    await render("guest");
    expect(screen.getByRole("heading", { name: "Ratings" })).toBeTruthy();
    const list = await screen.findByTestId("ratings-list");
    expect(list.getAttribute("data-group")).toBe("rating_tour");
    expect(screen.getByTestId("ratings-average").textContent).toBe("3 out of 5 · 3 ratings");
    const items = within(list).getAllByTestId("rating-item");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Camille")).toBeTruthy();
    expect(within(items[0]!).getByRole("img", { name: "5 out of 5" })).toBeTruthy();
    // No pseudo: "a patient"; 0: the cross.
    expect(within(items[1]!).getByText("A patient")).toBeTruthy();
    expect(within(items[2]!).getByRole("img", { name: "0 out of 5" }).textContent).toBe("✕");
    const signIn = screen.getByTestId("rating-sign-in");
    expect(signIn.getAttribute("href")).toBe(
      `/app/guest/auth?nextPage=${encodeURIComponent("/app/patient/ressources/studies/tour")}`,
    );
    expect(screen.queryByTestId("rating-form")).toBeNull();
  });

  it("says so when nobody rated yet", async () => {
    await render("guest", { items: [] });
    expect((await screen.findByTestId("ratings-empty")).textContent).toBe("No rating yet.");
  });

  it("tells a patient who has not finished the program to finish it first, without a form", async () => {
    await render("patient", { state: "NOT_FINISHED" });
    expect((await screen.findByTestId("rating-not-finished")).textContent).toBe(
      "Finish this program once to rate it.",
    );
    expect(screen.queryByTestId("rating-form")).toBeNull();
  });

  it("lets a patient who finished it rate once: 3 stars first, 0 to 5, a comment of several lines", async () => {
    const { calls } = await render("patient", { state: "CAN_RATE" });
    const form = await screen.findByTestId("rating-form");
    const choices = within(form).getAllByRole("radio");
    expect(choices).toHaveLength(6);
    expect((within(form).getByRole("radio", { name: "3 out of 5" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole("radio", { name: "4 out of 5" }));
    const comment = within(form).getByLabelText("Your comment (optional)");
    expect(comment.tagName).toBe("TEXTAREA");
    fireEvent.change(comment, { target: { value: "Good.\nShort days." } });
    fireEvent.click(within(form).getByRole("button", { name: "Send my rating" }));
    expect((await screen.findByTestId("rating-already-rated")).textContent).toBe(
      "You rated this program. Thank you!",
    );
    expect(screen.queryByTestId("rating-form")).toBeNull();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      rating: 4,
      comment: "Good.\nShort days.",
    });
    await waitFor(() => expect(screen.getAllByTestId("rating-item")).toHaveLength(4));
    const own = screen.getAllByTestId("rating-item")[0]!;
    expect(within(own).getByTestId("rating-comment-waiting").textContent).toBe(
      "Your comment waits for moderation: others see it once it is checked.",
    );
    expect(screen.getAllByTestId("rating-comment-waiting")).toHaveLength(1);
  });

  it("tells the writer of a refused comment that it was not published", async () => {
    await render("patient", {
      state: "ALREADY_RATED",
      items: [{ ...tourRatingItems[0]!, commentStatus: "refused" }],
    });
    expect((await screen.findByTestId("rating-comment-refused")).textContent).toBe(
      "Your comment was not published after moderation; your stars count.",
    );
  });

  it("sends no comment when none is written", async () => {
    const { calls } = await render("patient", { state: "CAN_RATE" });
    fireEvent.click(await screen.findByRole("button", { name: "Send my rating" }));
    await screen.findByTestId("rating-already-rated");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ rating: 3 });
  });

  it("shows a patient who rated already that they did, without a form, in their language", async () => {
    await render("patient", { state: "ALREADY_RATED" }, "fr");
    expect((await screen.findByTestId("rating-already-rated")).textContent).toBe(
      "Vous avez noté ce programme. Merci !",
    );
    expect(screen.getByRole("heading", { name: "Avis" })).toBeTruthy();
    expect(screen.queryByTestId("rating-form")).toBeNull();
  });

  it("shows someone neither guest nor patient (a pro) the list alone", async () => {
    await render("other");
    await screen.findByTestId("ratings-list");
    expect(screen.queryByTestId("rating-sign-in")).toBeNull();
    expect(screen.queryByTestId("rating-form")).toBeNull();
  });
});
