/**
 * Authors ship programs as data, end to end in Chromium at phone size against the real
 * server and database: the demo pro signs in → creates a program in the pro area → gives it its
 * texts → adds a CHOICE, a QUESTIONNAIRE and a CUSTOM_ACTIVITY_CARD action (three blocks) on day 1,
 * each previewed live → an emptied choice label turns the preview into the ERROR card and the
 * field shows its error → fixed → published. A new patient signs up, subscribes with the program
 * page's button, gets the three cards and completes them with taps in the deck. The pro changes a
 * text and publishes again: the first patient's deck is unchanged, a second new patient gets the
 * new text, each stays on the version they joined. The pro offers the new version: the first
 * patient sees the offer and switches to it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { startAppServer, type AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { consoleErrorsOf, launchChromium, openLive, PHONE } from "./browser";
import { signUpInBrowser } from "./signUp";
import { screenshotsOnFailure } from "./failureShots";

const FETCH = { "X-Requested-With": "fetch" };
// The pro area speaks the pro's language: the demo pro's is French.
const FR = {
  create: "Créer le programme",
  newType: "Son type de tâche",
  add: "Ajouter l'action",
  preview: "Ce que voit un patient",
  texts: "Textes",
  saved: "Toutes les modifications sont enregistrées",
  publish: "Publier",
  publishAgain: "Publier une nouvelle version",
  published: "Publié",
  versions: "Versions et leurs patients",
  offer: "Proposer la version 2 au patient des versions précédentes",
  confirmOffer: "Oui, la proposer",
  offered: "La version 2 est proposée à 1 patient.",
  newVersion: "Nouvelle version disponible",
  switch: "Passer à la nouvelle version",
  switched: "Vous suivez maintenant la nouvelle version",
  fillIn: "Remplir",
  send: "Envoyer",
} as const;
const OLD_TITLE = "Three good things";
// The title of content/questionnaires/sleep-quality.json, the QUESTIONNAIRE example's, in French.
const QUESTIONNAIRE_TITLE = "Qualité de votre sommeil";
const NEW_TITLE = "Three great things";

let server: AppServer;
let browser: Browser;
let pro: Page;
let consoleErrors: string[] = [];
const programId = `journey-${Date.now().toString(36)}`;

/** The demo pro's credentials, printed at the server's first start on its fresh database. */
async function proCredentials(): Promise<{ email: string; password: string }> {
  const line = server
    .output()
    .split("\n")
    .find((l) => l.startsWith("demo pro: "));
  if (line) {
    const [email, password] = line.slice("demo pro: ".length).trim().split(" / ");
    return { email: email!, password: password! };
  }
  throw new Error(`no demo pro in the server's output:\n${server.output()}`);
}

/** A page of a patient's own browser, a phone's. */
async function patientPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error("patient page error:", error.message));
  return page;
}

/** A new patient, signed up through the API and the emailed link, following the program. */
async function subscribedPatient(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const page = await patientPage();
  const context = page.context();
  const email = `${programId}-${name.toLowerCase()}@test.outchi`;
  const signup = await context.request.post(`${server.url}/api/auth/signup`, {
    headers: FETCH,
    // The program is in French only, and offered to patients who read it.
    data: { email, password: "a long enough password", language: "fr", name },
  });
  expect(signup.ok()).toBe(true);
  const token = new URL(await server.mailLink(email)).searchParams.get("token");
  const verify = await context.request.post(`${server.url}/api/auth/verify`, {
    headers: FETCH,
    data: { token },
  });
  expect(verify.ok()).toBe(true);
  const subscribe = await context.request.post(`${server.url}/api/patient/study/subscribe/${programId}`, {
    headers: FETCH,
    data: {},
  });
  expect(subscribe.ok(), await subscribe.text()).toBe(true);
  return { context, page };
}

/** What a patient does on each of the three cards, found by a text of theirs, with taps. */
const walkers: Record<string, (card: Locator) => Promise<void>> = {
  async ["How rested are you?"](card) {
    await card.getByTestId("choice").first().tap();
    await card.getByTestId("card-done").tap();
  },
  async [QUESTIONNAIRE_TITLE](card) {
    const page = card.page();
    await card.getByRole("button", { name: FR.fillIn }).tap();
    const form = page.getByRole("dialog").last();
    await form.getByRole("button", { name: FR.send }).waitFor();
    expect(await axeViolations(page), "the questionnaire").toEqual([]);
    // Each question's first option (a tile on the scale) tapped, the hours typed; the optional
    // free text left empty.
    for (const question of await form.locator("fieldset").all()) {
      const options = question.locator("label");
      const hours = question.getByRole("spinbutton");
      if (await options.count()) await options.first().tap();
      else if (await hours.count()) await hours.fill("7");
    }
    await form.getByRole("button", { name: FR.send }).tap();
  },
  // The custom activity's three blocks: its title, its text and the author's button.
  async [OLD_TITLE](card) {
    expect(await card.textContent()).toContain("Write down one thing that went well today");
    await card.getByRole("button", { name: "Save" }).tap();
  },
};

screenshotsOnFailure();

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
  pro = await context.newPage();
  pro.on("pageerror", (error) => console.error("pro page error:", error.message));
  consoleErrors = await consoleErrorsOf(pro);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const action = (uniqueId: string) => pro.getByTestId(`action-${uniqueId}`);
const previewOf = (part: Locator) =>
  part.getByRole("region", { name: FR.preview }).getByTestId("phone-preview");
const saveStatus = () => pro.getByTestId("save-status");

/** Adds an action of `taskType` on day 1 through the journal's form, and opens it. */
async function addAction(taskType: string, uniqueId: string): Promise<Locator> {
  await pro.getByRole("combobox", { name: FR.newType }).selectOption(taskType);
  await pro.getByRole("button", { name: FR.add }).click();
  const added = action(uniqueId);
  await added.locator("summary").click();
  return added;
}

/** Waits until the draft saver has sent everything, which Publish waits for too. */
async function allSaved(): Promise<void> {
  await expect.poll(() => saveStatus().textContent(), { timeout: 10_000 }).toBe(FR.saved);
}

async function publish(label: string): Promise<void> {
  await allSaved();
  const published = pro.waitForResponse((r) => r.url().endsWith(`/program/${programId}/activate`));
  await pro.getByRole("button", { name: label }).click();
  expect((await published).ok()).toBe(true);
}

/**
 * The texts of the cards the patient's deck shows, walked through with the arrow keys: a card
 * draws its task (lazily loaded, "Chargement…" until then) only near the current slide.
 */
async function deckCards(page: Page): Promise<string[]> {
  await openLive(page, `${server.url}/app/patient/tasks`);
  await page.getByTestId("deck").waitFor();
  const current = page.locator('[data-slide-current="true"] [data-testid="card"]');
  await current.waitFor();
  const count = await page.getByTestId("card").count();
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) {
      const before = await current.getAttribute("data-card-id");
      await page.locator('[data-slide-current="true"]').focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => current.getAttribute("data-card-id")).not.toBe(before);
    }
    await expect.poll(async () => (await current.textContent()) ?? "").not.toContain("Chargement");
    texts.push((await current.textContent()) ?? "");
  }
  return texts;
}

/** The patient's deck holds nothing for today. */
async function expectDeckEmpty(page: Page): Promise<void> {
  await openLive(page, `${server.url}/app/patient/tasks`);
  await page.getByTestId("deck-empty").waitFor();
  expect(await page.getByTestId("card").count()).toBe(0);
}

describe("a pro ships a program as data, patients follow it", () => {
  let firstPatient: Page;

  it("signs the pro in, who lands on the pro area", async () => {
    const { email, password } = await proCredentials();
    await openLive(pro, `${server.url}/app/guest/auth`);
    const form = pro.getByTestId("auth-form-signIn");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="password"]').fill(password);
    await pro.getByTestId("auth-submit").click();
    await pro.waitForURL("**/app/pro");
    await pro.getByRole("button", { name: FR.create }).waitFor();
    expect(await axeViolations(pro), "pro programs page").toEqual([]);
  });

  it("creates a program and writes its texts", async () => {
    await pro.getByRole("textbox", { name: "Identifiant*" }).fill(programId);
    await pro.getByRole("combobox", { name: "Catégorie*" }).selectOption({ label: "Défi d'habitude" });
    await pro.getByRole("spinbutton", { name: "Durée du programme*" }).fill("7");
    await pro.getByRole("textbox", { name: "Titre" }).fill("Journey program");
    await pro.getByRole("button", { name: FR.create }).click();
    await pro.waitForURL(`**/app/pro/programs/${programId}`);
    await expect.poll(() => pro.getByRole("heading", { level: 1 }).textContent()).toBe("Journey program");
    const texts = pro.getByRole("region", { name: FR.texts });
    await texts.getByRole("textbox", { name: "Description" }).fill("A week of small good things.");
    await allSaved();
  });

  it("adds a CHOICE action, previewed live", async () => {
    const choice = await addAction("CHOICE", "choice-d1");
    const preview = previewOf(choice);
    await expect.poll(() => preview.textContent()).toContain("How did you feel when you woke up?");
    await choice.getByRole("textbox", { name: "Question" }).fill("How rested are you?");
    await expect.poll(() => preview.textContent()).toContain("How rested are you?");
  });

  it("shows the ERROR card and the field's error for an emptied choice label, until it is fixed", async () => {
    const choice = action("choice-d1");
    const preview = previewOf(choice);
    const label = choice.getByRole("textbox", { name: /^Libellé/ }).first();
    await label.fill("");
    await preview.getByTestId("error-card").waitFor();
    await expect.poll(() => label.getAttribute("aria-invalid")).toBe("true");
    await label.fill("Rested");
    await preview.getByTestId("error-card").waitFor({ state: "detached" });
    await expect.poll(() => preview.textContent()).toContain("Rested");
    expect(await label.getAttribute("aria-invalid")).toBeNull();
  });

  it("adds a QUESTIONNAIRE action, previewed live", async () => {
    const questionnaire = await addAction("QUESTIONNAIRE", "questionnaire-d1");
    const preview = previewOf(questionnaire);
    // The questionnaire the card reads, as the patient's deck below shows it.
    await expect.poll(() => preview.textContent()).toContain(QUESTIONNAIRE_TITLE);
    expect(await preview.getByTestId("error-card").count()).toBe(0);
  });

  it("adds a CUSTOM_ACTIVITY_CARD action of three blocks, previewed live", async () => {
    const custom = await addAction("CUSTOM_ACTIVITY_CARD", "custom-activity-card-d1");
    const preview = previewOf(custom);
    await expect.poll(() => preview.textContent()).toContain(OLD_TITLE);
    // The example has five blocks: keep its two texts and its button.
    for (let i = 0; i < 2; i++) {
      await custom.getByRole("button", { name: /^Supprimer Bloc 3/ }).click();
    }
    await expect.poll(() => custom.getByRole("button", { name: /^Supprimer Bloc/ }).count()).toBe(3);
    await expect.poll(() => preview.textContent()).not.toContain("What went well");
    expect(await preview.textContent()).toContain(OLD_TITLE);
  });

  it("publishes the program", async () => {
    await publish(FR.publish);
    await expect.poll(() => pro.locator(".pro-editor__head").textContent()).toContain(FR.published);
    // Three actions open, each preview region named after its action (axe's landmark-unique).
    expect(await pro.getByRole("region", { name: FR.preview }).count()).toBe(3);
    expect(await axeViolations(pro), "program editor").toEqual([]);
  });

  it("lets a new patient subscribe on the program's page, and gives them the three cards", async () => {
    firstPatient = await patientPage();
    await signUpInBrowser(firstPatient, server, {
      name: "Alex",
      language: "fr",
      nextPage: `/app/patient/ressources/studies/${programId}`,
      touch: true,
    });
    await firstPatient.getByTestId("subscribe").tap();
    await firstPatient.getByTestId("subscribed").waitFor();
    expect(await axeViolations(firstPatient), "the program's page, joined").toEqual([]);
    await firstPatient.getByTestId("open-deck").tap();
    await firstPatient.waitForURL("**/app/patient/tasks");
    const texts = await deckCards(firstPatient);
    expect(texts).toHaveLength(3);
    expect(texts.join("\n")).toContain("How rested are you?");
    expect(texts.join("\n")).toContain(OLD_TITLE);
    expect(texts.join("\n")).toContain(QUESTIONNAIRE_TITLE);
  });

  it("has the patient complete the CHOICE, the QUESTIONNAIRE and the custom activity cards", async () => {
    await openLive(firstPatient, `${server.url}/app/patient/tasks`);
    const current = firstPatient.locator('[data-slide-current="true"] [data-testid="card"]');
    const done = new Set<string>();
    for (let i = 0; i < 3; i++) {
      await current.waitFor();
      await expect.poll(async () => (await current.textContent()) ?? "").not.toContain("Chargement");
      const id = (await current.getAttribute("data-card-id"))!;
      const text = (await current.textContent()) ?? "";
      const walk = Object.entries(walkers).find(([marker]) => text.includes(marker));
      expect(walk, `a card of none of the three actions: ${text}`).toBeDefined();
      expect(await current.getByTestId("error-card").count(), `${walk![0]} fell to ERROR`).toBe(0);
      expect(await axeViolations(firstPatient), `the card "${walk![0]}"`).toEqual([]);
      const completion = firstPatient.waitForResponse((r) =>
        r.url().includes("/api/patient/notifications/validate/"),
      );
      await walk![1](current);
      expect((await completion).ok(), `completing "${walk![0]}"`).toBe(true);
      await firstPatient.locator(`[data-testid="card"][data-card-id="${id}"]`).waitFor({ state: "detached" });
      done.add(walk![0]);
    }
    expect([...done].sort()).toEqual(Object.keys(walkers).sort());
    await expectDeckEmpty(firstPatient);
  });

  it("publishes a changed text: the first patient's deck is unchanged, a new patient gets it", async () => {
    const custom = action("custom-activity-card-d1");
    const title = custom.getByRole("textbox", { name: /^Texte/ }).first();
    expect(await title.inputValue()).toBe(OLD_TITLE);
    await title.fill(NEW_TITLE);
    await expect.poll(() => previewOf(custom).textContent()).toContain(NEW_TITLE);
    await publish(FR.publishAgain);
    // The first patient's day-1 cards, all done, are not dealt again from the new version.
    await expectDeckEmpty(firstPatient);
    const { page: second } = await subscribedPatient("Sam");
    const texts = await deckCards(second);
    expect(texts).toHaveLength(3);
    expect(texts.join("\n")).toContain(NEW_TITLE);
    expect(texts.join("\n")).not.toContain(OLD_TITLE);
    // Each patient stays on the version they joined.
    await pro.reload();
    await expect
      .poll(() => pro.getByRole("region", { name: FR.versions }).getByRole("list").textContent())
      .toBe("Version 1 : 1 patientVersion 2 : 1 patient");
  });

  it("offers the new version to the first patient, who switches to it", async () => {
    const versions = pro.getByRole("region", { name: FR.versions });
    await versions.getByRole("button", { name: FR.offer }).click();
    await versions.getByRole("button", { name: FR.confirmOffer }).click();
    await expect.poll(() => versions.getByRole("status").textContent()).toContain(FR.offered);
    // Nothing changes for the patient until they say so: the offer waits on their pages.
    await openLive(firstPatient, `${server.url}/app/patient`);
    await firstPatient.getByTestId("my-programs").getByText(FR.newVersion).waitFor();
    await openLive(firstPatient, `${server.url}/app/patient/ressources/studies/${programId}`);
    const switched = firstPatient.waitForResponse((r) => r.url().endsWith(`/study/${programId}/version`));
    await firstPatient.getByRole("button", { name: FR.switch }).click();
    expect((await switched).ok()).toBe(true);
    await expect
      .poll(() => firstPatient.getByTestId("version-accepted").textContent())
      .toContain(FR.switched);
    // Both patients now follow version 2; today's cards stay as dealt, the next days come from it.
    await pro.reload();
    await expect
      .poll(() => pro.getByRole("region", { name: FR.versions }).getByRole("list").textContent())
      .toBe("Version 1 : 0 patientVersion 2 : 2 patients");
  });

  it("logged no error in the pro's page along the way", () => {
    expect(consoleErrors).toEqual([]);
  });
});
