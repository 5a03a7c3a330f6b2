import { beforeAll, describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ProProfile } from "../../../../card-schemas";
import { fail, ok } from "../../../test/mockApi";
import { openApp, pro } from "../../../test/pro/openApp";
import { installFakeXhr } from "../../../test/fakeXhr";
import { pngFile } from "../../uploads/uploadFixtures";

const stored: ProProfile = {
  id: "author-1",
  name: "Dr Lune",
  title: { fr: "Coach du sommeil", en: "Sleep coach", it: "Coach del sonno", es: "Coach del sueño" },
  bio: { fr: "Je soigne.", en: "I heal.", it: "Curo.", es: "Curo." },
  languages: ["fr"],
  socialLinks: [],
  goals: [],
  price: { monthPrice: 1 },
  features: [],
};

beforeAll(async () => {
  await Promise.all([import("../../../app/pro/ProLayout"), import("./ProProfilePage")]);
});

describe("ProProfilePage", () => {
  it("fills the form from the stored profile, saves it and says so", async () => {
    const { calls } = await openApp("/app/pro/profile", pro, {
      "GET /api/pro/:proId/profile/": () => ok(stored),
      "PUT /api/pro/:proId/profile/": ({ body }) => ok({ ...stored, ...body.input }),
    });
    const name = (await screen.findByLabelText(/^Name/)) as HTMLInputElement;
    expect(name.value).toBe("Dr Lune");
    expect(screen.getByRole("link", { name: "Profile" }).getAttribute("aria-current")).toBe("page");
    fireEvent.change(name, { target: { value: "Dr Soleil" } });
    fireEvent.click(screen.getByRole("button", { name: "Save my profile" }));
    expect(await screen.findByText("Your profile is saved.")).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      input: {
        name: "Dr Soleil",
        title: stored.title,
        bio: stored.bio,
        languages: ["fr"],
        socialLinks: [],
        goals: [],
        price: { monthPrice: 1 },
        features: [],
      },
    });
  });

  it("says the page is not listed while it has no title or bio", async () => {
    const { title: _title, bio: _bio, ...fresh } = stored;
    await openApp("/app/pro/profile", pro, {
      "GET /api/pro/:proId/profile/": () => ok(fresh),
      "PUT /api/pro/:proId/profile/": ({ body }) => ok({ ...fresh, ...body.input }),
    });
    expect(await screen.findByTestId("profile-unlisted")).toBeTruthy();
    expect(screen.getByText(/it is listed once it has a name, a title and a bio/)).toBeTruthy();
  });

  it("says nothing of the listing for a page with a name, a title and a bio", async () => {
    await openApp("/app/pro/profile", pro, { "GET /api/pro/:proId/profile/": () => ok(stored) });
    await screen.findByLabelText(/^Name/);
    expect(screen.queryByTestId("profile-unlisted")).toBeNull();
  });

  it("shows a refused field's message on that field", async () => {
    await openApp("/app/pro/profile", pro, {
      "GET /api/pro/:proId/profile/": () => ok(stored),
      "PUT /api/pro/:proId/profile/": () =>
        fail(400, "VALIDATION_FAILED", "refused", [{ path: "/input/name", message: "This name is taken." }]),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Save my profile" }));
    expect(await screen.findByText("This name is taken.")).toBeTruthy();
    expect(screen.queryByText("Your profile is saved.")).toBeNull();
  });

  it("saves a profile without a price, and adds or removes the price only when the author asks", async () => {
    const { price: _price, ...withoutPrice } = stored;
    const { calls } = await openApp("/app/pro/profile", pro, {
      "GET /api/pro/:proId/profile/": () => ok(withoutPrice),
      "PUT /api/pro/:proId/profile/": ({ body }) => ok({ ...withoutPrice, ...body.input }),
    });
    await screen.findByLabelText(/^Name/);
    // No price: no price field to fill, hence none required.
    expect(screen.queryByLabelText(/^Month price/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save my profile" }));
    expect(await screen.findByText("Your profile is saved.")).toBeTruthy();
    const inputs = () =>
      calls
        .filter((call) => call.method === "PUT")
        .map((call) => (call.body as { input: Record<string, unknown> }).input);
    expect(inputs()[0]).not.toHaveProperty("price");

    fireEvent.click(screen.getByRole("button", { name: "Add: Price" }));
    fireEvent.change(await screen.findByLabelText(/^Month price/), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save my profile" }));
    await waitFor(() => expect(inputs()).toHaveLength(2));
    expect(inputs()[1]?.price).toEqual({ monthPrice: 2 });

    fireEvent.click(screen.getByRole("button", { name: "Remove: Price" }));
    expect(screen.queryByLabelText(/^Month price/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save my profile" }));
    await waitFor(() => expect(inputs()).toHaveLength(3));
    expect(inputs()[2]).not.toHaveProperty("price");
    // The server keeps a field a write leaves out: the price taken off the form is named to remove.
    const bodies = calls.filter((call) => call.method === "PUT").map((call) => call.body);
    expect(bodies[2]).toMatchObject({ remove: ["price"] });
    expect(bodies[0]).not.toHaveProperty("remove");
  });
  it("uploads the author's picture to us and saves its link; a picture on another host is refused", async () => {
    const sent = installFakeXhr();
    const { calls } = await openApp("/app/pro/profile", pro, {
      "GET /api/pro/:proId/profile/": () => ok(stored),
      "PUT /api/pro/:proId/profile/": ({ body }) => ok({ ...stored, ...body.input }),
    });
    await screen.findByLabelText(/^Name/);
    const avatar = (await screen.findByLabelText(/^Avatar link/)) as HTMLInputElement;
    // The form says at once that a link to another host will not do (the server refuses it too).
    fireEvent.change(avatar, { target: { value: "https://cdn.example.org/lea.png" } });
    expect(await screen.findByText("This value does not have the expected form.")).toBeTruthy();

    await userEvent.upload(screen.getByTestId("profile_avatarLink__file"), pngFile("lea.png"));
    expect([sent[0]!.method, sent[0]!.url]).toEqual(["POST", "/api/pro/author-1/uploads"]);
    await act(async () =>
      sent[0]!.respond(201, {
        success: true,
        value: {
          file: {
            id: "f1",
            access: "protected",
            path: "authors/author-1/f1.png",
            url: "/api/files/f1",
            contentType: "image/png",
            size: 90,
            createdAt: "2025-03-10T10:00:00.000Z",
          },
        },
      }),
    );
    expect(avatar.value).toBe("/api/files/f1");
    await waitFor(() => expect(screen.queryByText("This value does not have the expected form.")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Save my profile" }));
    expect(await screen.findByText("Your profile is saved.")).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT");
    expect((put?.body as { input: Record<string, unknown> }).input.avatarLink).toBe("/api/files/f1");
  });

  it("draws its form from GET /schemas: without them it says so and shows no form", async () => {
    const { calls } = await openApp("/app/pro/profile", pro, {
      "GET /api/pro/:proId/profile/": () => ok(stored),
      "GET /api/pro/:proId/schemas": () => fail(503, "DATABASE_UNAVAILABLE"),
    });
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save my profile" })).toBeNull();
    expect(calls.some((call) => call.path === "/api/pro/author-1/schemas")).toBe(true);
  });
});
