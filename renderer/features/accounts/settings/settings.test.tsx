import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { awardsServer, emptyProfile } from "../../rewards/awardsFixtures";
import { meKey } from "../../../app/session/queries";
import { mockApi, ok } from "../../../test/mockApi";
import { trackingApi } from "../../tracking/symptomFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { LanguageSwitch } from "./LanguageSwitch";
import { ProfileForm } from "./ProfileForm";
import { RecurringSymptoms } from "../../tracking/symptoms/RecurringSymptoms";
import { SocialProfileForm } from "./SocialProfileForm";
import type { PatientProfileView } from "../../../../card-schemas";
import { callKey } from "../../../app/api/callKey";
import { createQueryClient } from "../../../app/api/createQueryClient";

describe("ProfileForm", () => {
  it("sends the e-mail reminder as last saved beside it, the reminder settings owning it", async () => {
    const { api, calls } = mockApi(awardsServer());
    const queryClient = createQueryClient({ retry: false });
    await renderWithProviders(<ProfileForm />, { api, queryClient });
    await screen.findByLabelText(/^Telephone/);
    expect(screen.queryByText("A daily e-mail")).toBeNull();
    // The reminder settings saved the e-mail reminder on after the form was drawn.
    queryClient.setQueryData<PatientProfileView>(callKey("GET /api/patient/profile"), (profile) =>
      profile ? { ...profile, patientInfo: { ...profile.patientInfo, dailyMail: true } } : profile,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ dailyMail: true }),
    );
  });

  it("shows the completion of the nine fields and marks the required inputs", async () => {
    await renderWithProviders(<ProfileForm />, { api: mockApi(awardsServer()).api });
    expect(await screen.findByText("Profile 55 % complete")).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText(/^Health insurer/) as HTMLInputElement).required).toBe(false);
    fireEvent.change(screen.getByLabelText(/^Health insurer/), { target: { value: "MGEN" } });
    expect(screen.getByText("Profile 66 % complete")).toBeTruthy();
  });

  it("refuses to save without the required inputs, naming each, and calls nothing", async () => {
    const { api, calls } = mockApi(awardsServer({ profile: emptyProfile }));
    await renderWithProviders(<ProfileForm />, { api });
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(screen.getAllByText("This field is required.")).toHaveLength(5);
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("saves, then asks for the update, and shows the number in +33 form", async () => {
    const { api, calls } = mockApi(awardsServer());
    await renderWithProviders(<ProfileForm />, { api });
    fireEvent.change(await screen.findByLabelText(/^Telephone/), { target: { value: "0612345678" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Telephone/) as HTMLInputElement).value).toBe("+33612345678"),
    );
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain("POST /api/patient/profile/update");
  });

  it("keeps a given consent checked and disabled, and gives a new one", async () => {
    const { api, calls } = mockApi(awardsServer());
    await renderWithProviders(<ProfileForm />, { api });
    const given = (await screen.findByLabelText(/health data is processed/)) as HTMLInputElement;
    expect([given.checked, given.disabled]).toEqual([true, true]);
    fireEvent.click(screen.getByLabelText(/helps research/));
    await waitFor(() =>
      expect((screen.getByLabelText(/helps research/) as HTMLInputElement).disabled).toBe(true),
    );
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/patient/consents")?.body).toEqual({
      consentID: "RESEARCH",
    });
  });
});

describe("SocialProfileForm", () => {
  it("counts the pseudo up to 30 and the bio up to 150 characters", async () => {
    await renderWithProviders(<SocialProfileForm />, { api: mockApi(awardsServer()).api });
    const pseudo = (await screen.findByLabelText("Pseudo")) as HTMLInputElement;
    fireEvent.change(pseudo, { target: { value: "x".repeat(40) } });
    expect(pseudo.value).toHaveLength(30);
    expect(screen.getByText("30/30")).toBeTruthy();
    expect(screen.getByText("0/150")).toBeTruthy();
  });

  it("offers no title before an award is claimed, with a link to the awards", async () => {
    await renderWithProviders(<SocialProfileForm />, { api: mockApi(awardsServer({ claimed: [] })).api });
    expect(await screen.findByText("Claim awards to earn titles.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the awards" }).getAttribute("href")).toBe(
      "/app/patient/awards",
    );
  });

  it("shows an earned title once chosen", async () => {
    await renderWithProviders(<SocialProfileForm />, {
      api: mockApi(awardsServer({ claimed: ["AWARDV2_KNOWLEDGE_1_1"] })).api,
    });
    fireEvent.click(await screen.findByLabelText("Curious"));
    expect(await screen.findByText("Shown title: Curious")).toBeTruthy();
    expect(within(screen.getByTestId("social-titles")).getByLabelText("Curious")).toHaveProperty(
      "checked",
      true,
    );
  });
});

describe("LanguageSwitch", () => {
  it("stores the chosen language on the account, puts the new user in the cache and reads the rest again", async () => {
    const user = {
      id: "user-1",
      email: "a@b.c",
      role: "patient" as const,
      language: "en" as const,
      timeZone: "Europe/Paris",
    };
    const { api, calls } = mockApi({
      "GET /api/auth/session": () => ok({ user }),
      "PUT /api/patient/language": ({ body }) => ok({ user: { ...user, language: body.language } }),
    });
    const { queryClient } = await renderWithProviders(<LanguageSwitch />, { api });
    queryClient.setQueryData(["written in the old language"], "Bonjour");
    const select = (await screen.findByLabelText("Language")) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe("en"));
    expect([...select.options].map((o) => o.value)).toEqual(["fr", "en", "it", "es"]);
    fireEvent.change(select, { target: { value: "es" } });
    await waitFor(() => expect(queryClient.getQueryData<{ language: string }>(meKey)?.language).toBe("es"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ language: "es" });
    // What the server wrote in the old language is read again; the session is not.
    await waitFor(() =>
      expect(queryClient.getQueryState(["written in the old language"])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(meKey)?.isInvalidated).toBe(false);
  });
});

describe("RecurringSymptoms", () => {
  it("lists the followed symptoms and follows one more from the catalogue", async () => {
    const { api, calls } = mockApi(trackingApi());
    await renderWithProviders(<RecurringSymptoms />, { api });
    const list = await screen.findByTestId("recurring-symptoms");
    expect(within(list).getByRole("button", { name: "Stop following Migraine" })).toBeTruthy();
    const select = within(list).getByLabelText("Follow a symptom") as HTMLSelectElement;
    expect([...select.options].some((o) => o.value === "MIGRAINE")).toBe(false);
    const next = [...select.options].find((o) => o.value !== "")!.value;
    fireEvent.change(select, { target: { value: next } });
    fireEvent.click(within(list).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST" && c.path === "/api/patient/userSymptoms")?.body).toEqual({
        symptom: next,
      }),
    );
  });
});
