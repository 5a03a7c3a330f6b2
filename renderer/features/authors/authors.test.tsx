import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  authorServer,
  coachLea,
  noLink,
  quietAuthor,
  unansweredAuthor,
  waitingFollow,
} from "./authorFixtures";
import { mockApi } from "../../test/mockApi";
import { renderWithProviders } from "../../test/renderWithProviders";
import { AuthorActions } from "./AuthorActions";
import { AuthorProfile } from "./AuthorProfile";
import { AuthorSearch } from "./AuthorSearch";
import { AuthorShop } from "./AuthorShop";
import { GuestAuthorActions } from "./GuestAuthorActions";

describe("AuthorProfile", () => {
  it("shows who the author is, their programs, shop and messages", async () => {
    await renderWithProviders(<AuthorProfile author={coachLea} actions={null} shop={<p>shop</p>} />);
    expect(screen.getByRole("heading", { level: 1, name: "Léa Martin" })).toBeTruthy();
    expect(screen.getByText("Sleep coach")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "What they help with" })).getByText("Sleep")).toBeTruthy();
    expect(within(screen.getByTestId("author-programs")).getAllByTestId("program")).toHaveLength(1);
    expect(screen.getByText("shop")).toBeTruthy();
    expect(screen.getByText("Dim the lights an hour before bed tonight.")).toBeTruthy();
    expect(screen.getByText("Posted on Nov 20, 2026")).toBeTruthy();
  });

  it("says 'no author programs', 'no shop object' and 'no message' when there are none", async () => {
    await renderWithProviders(<AuthorProfile author={quietAuthor} actions={null} shop={<p>shop</p>} />);
    expect(screen.getByText("No author programs yet.")).toBeTruthy();
    expect(screen.getByText("No shop object.")).toBeTruthy();
    expect(screen.getByText("No message.")).toBeTruthy();
    expect(screen.queryByText("shop")).toBeNull();
  });

  it("leads a guest's programs to their public pages", async () => {
    await renderWithProviders(<AuthorProfile guest author={coachLea} actions={null} shop={null} />);
    const link = within(screen.getByTestId("author-programs")).getByRole("link");
    expect(link.getAttribute("href")).toBe(`/app/guest/ressources/programs/${coachLea.programs[0]!.id}`);
  });
});

describe("AuthorActions", () => {
  it("offers neither a follow nor a message for an author no pro answers for, and says so", async () => {
    const { api } = mockApi(authorServer({ author: unansweredAuthor }));
    await renderWithProviders(<AuthorActions author={unansweredAuthor} relation={noLink} />, { api });
    expect(screen.queryByRole("button", { name: "Follow Catalogue author" })).toBeNull();
    expect(screen.queryByTestId("author-contact")).toBeNull();
    expect(screen.getByText("Catalogue author does not take follows or messages in the app.")).toBeTruthy();
    // Contributions need no answer: they stay.
    expect(screen.getByTestId("author-contribute")).toBeTruthy();
  });

  it("keeps the cancel of a follow made before no pro answered", async () => {
    const { api } = mockApi(authorServer({ author: unansweredAuthor, relation: waitingFollow }));
    await renderWithProviders(<AuthorActions author={unansweredAuthor} relation={waitingFollow} />, { api });
    expect(screen.getByTestId("follow-waiting")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel the request" })).toBeTruthy();
  });

  it("shows a guest no follow and no message for an author no pro answers for", async () => {
    await renderWithProviders(<GuestAuthorActions author={unansweredAuthor} />);
    expect(screen.queryByRole("link", { name: "Follow Catalogue author" })).toBeNull();
    expect(screen.queryByTestId("author-contact")).toBeNull();
  });

  it("asks to follow for the chosen months, with the client key", async () => {
    const { api, calls } = mockApi(authorServer());
    await renderWithProviders(
      <AuthorActions author={coachLea} relation={noLink} newKey={() => "key-000001"} />,
      {
        api,
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Follow Léa Martin" }));
    fireEvent.click(await screen.findByTestId("premium-tile-1"));
    fireEvent.click(screen.getByRole("button", { name: "Ask to follow for 1 month" }));
    expect(await screen.findByText("Request sent to Léa Martin.")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect([post?.path, post?.body]).toEqual([
      "/api/patient/autors/coach-lea/follow",
      { months: 1, key: "key-000001" },
    ]);
  });

  it("cancels a waiting follow only after the confirmation, which states the refund", async () => {
    const { api, calls } = mockApi(authorServer({ relation: waitingFollow }));
    await renderWithProviders(<AuthorActions author={coachLea} relation={waitingFollow} />, { api });
    expect(screen.getByTestId("follow-waiting").textContent).toBe(
      "Your request waits for Léa Martin to validate it.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel the request" }));
    const dialog = screen.getByTestId("follow-cancel-confirm");
    expect(within(dialog).getByText("250 rewards will be refunded.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep the request" }));
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Cancel the request" }));
    fireEvent.click(
      within(screen.getByTestId("follow-cancel-confirm")).getByRole("button", { name: "Cancel it" }),
    );
    expect(await screen.findByText("Request cancelled: 250 rewards refunded.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/patient/autors/coach-lea/follow",
    ]);
  });

  it("caps the contribution at the balance and disables it at 0", async () => {
    const { api } = mockApi(authorServer());
    await renderWithProviders(<AuthorActions author={coachLea} relation={noLink} />, { api });
    const input = screen.getByLabelText("Rewards to give to Léa Martin");
    const give = within(screen.getByTestId("author-contribute")).getByRole("button");
    expect((give as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: "401" } });
    expect((give as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: "50" } });
    expect((give as HTMLButtonElement).disabled).toBe(false);
  });

  it("offers only what the author's features allow", async () => {
    await renderWithProviders(<AuthorActions author={quietAuthor} relation={noLink} />);
    expect(screen.queryByTestId("author-follow")).toBeNull();
    expect(screen.queryByTestId("author-contribute")).toBeNull();
    expect(screen.getByTestId("author-contact").getAttribute("href")).toBe(
      "/app/patient/contact/autors/quiet",
    );
  });
});

describe("GuestAuthorActions", () => {
  it("sends every action through sign-in and back", async () => {
    await renderWithProviders(<GuestAuthorActions author={coachLea} />);
    const follow = screen.getByRole("link", { name: "Follow Léa Martin" });
    expect(follow.getAttribute("href")).toBe(
      `/app/guest/auth?nextPage=${encodeURIComponent("/app/patient/ressources/autors/coach-lea")}`,
    );
    expect(screen.getByTestId("author-contact").getAttribute("href")).toBe(
      `/app/guest/auth?nextPage=${encodeURIComponent("/app/patient/contact/autors/coach-lea")}`,
    );
  });
});

describe("AuthorShop", () => {
  it("buys after the confirmation, shows bought items and the progress bar when short", async () => {
    const { api, calls } = mockApi(authorServer());
    await renderWithProviders(
      <AuthorShop
        autorId="coach-lea"
        items={coachLea.shopItems}
        patient={{ balance: 400, boughtItemIds: ["mask"] }}
        newKey={() => "key-000002"}
      />,
      { api },
    );
    expect(within(screen.getByTestId("author-item-mask")).getByText("Already bought")).toBeTruthy();
    expect(within(screen.getByTestId("author-item-guide")).getByRole("progressbar")).toBeTruthy();
    fireEvent.click(within(screen.getByTestId("author-item-mask")).getByRole("button", { name: "Buy" }));
    fireEvent.click(within(screen.getByTestId("shop-confirm")).getByRole("button", { name: "Buy" }));
    expect(await screen.findByText("Eye mask bought.")).toBeTruthy();
    const post = calls.find((call) => call.method === "POST");
    expect([post?.path, post?.body]).toEqual([
      "/api/patient/autors/coach-lea/shop/mask/buy",
      { key: "key-000002" },
    ]);
  });

  it("shows the refusal when the purchase fails", async () => {
    const { api } = mockApi(authorServer({ buy: "NOT_ENOUGH_REWARDS" }));
    await renderWithProviders(
      <AuthorShop
        autorId="coach-lea"
        items={coachLea.shopItems}
        patient={{ balance: 400, boughtItemIds: [] }}
      />,
      { api },
    );
    fireEvent.click(within(screen.getByTestId("author-item-mask")).getByRole("button", { name: "Buy" }));
    fireEvent.click(within(screen.getByTestId("shop-confirm")).getByRole("button", { name: "Buy" }));
    expect(await screen.findByText("You do not have enough rewards.")).toBeTruthy();
  });
});

describe("AuthorSearch", () => {
  it("lists authors and searches by any text and by topic", async () => {
    const { api, calls } = mockApi(authorServer());
    await renderWithProviders(<AuthorSearch />, { api });
    expect(await screen.findByRole("link", { name: "Léa Martin" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "Léa Martin" } });
    await waitFor(() => expect(calls.some((call) => call.query.get("search") === "Léa Martin")).toBe(true));
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Topic"), { target: { value: "stress" } });
    await waitFor(() => expect(screen.getByRole("link", { name: "Quiet author" })).toBeTruthy());
    expect(calls.some((call) => call.query.get("goal") === "stress")).toBe(true);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "nobody" } });
    expect(await screen.findByText("No author found.")).toBeTruthy();
  });
});
