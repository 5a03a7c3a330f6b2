/**
 * Authors ship programs as data, end to end in Chromium against the real server and database: the
 * demo pro signs in → creates a program in French and English → writes its texts in both → adds a
 * DEFAULT, a CHOICE, a CHRONO and an ENIGME action on day 1 and an end of study on day 2, each
 * previewed live, every text written in both languages → an emptied choice label turns the preview
 * into the ERROR card and the field shows its error → fixed → plays the program through, day by
 * day, in both languages → publishes it. A French patient signs up, subscribes with the program
 * page's button and completes the first day's four cards in the deck. The pro changes a text and
 * publishes again: the first patient's deck is unchanged, a second new patient gets the new text,
 * each stays on the version they joined. The pro offers the new version: the first patient sees the
 * offer and switches to it.
 */
import { describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { axeViolations } from "./axe";
import { openLive, PHONE } from "./browser";
import { signUpInBrowser } from "./signUp";
import { phoneJourney } from "./phoneJourney";
import { taskWalkers, textsOf, todoCards, walkDeck } from "./taskWalkers";

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
  english: "Anglais",
  newDay: "Jour de la nouvelle action",
  addChoice: "Ajouter",
  play: "Essayer le programme",
  playBack: "Retour à l'éditeur",
  playLanguage: "Langue des cartes",
  nextDay: "Jour suivant",
  textLanguage: "Langue du texte",
} as const;
/** The DEFAULT card's text, in each language, and the one it is changed to for the second version. */
const BODY = { fr: "Respirez trois fois, lentement.", en: "Breathe in three times, slowly." };
const NEW_BODY = "Respirez cinq fois, lentement.";
const QUESTION = { fr: "Êtes-vous reposé\u202f?", en: "How rested are you?" };

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

phoneJourney((journey) => ({ server, browser, page: pro, consoleErrors } = journey), { hasTouch: false });

const action = (uniqueId: string) => pro.getByTestId(`action-${uniqueId}`);
const previewOf = (part: Locator) =>
  part.getByRole("region", { name: FR.preview }).getByTestId("phone-preview");
const saveStatus = () => pro.getByTestId("save-status");

/** Adds an action of `taskType` on `day` through the journal's form, and opens it. */
async function addAction(taskType: string, uniqueId: string, day = 1): Promise<Locator> {
  await pro.getByRole("spinbutton", { name: FR.newDay }).fill(String(day));
  await pro.getByRole("combobox", { name: FR.newType }).selectOption(taskType);
  await pro.getByRole("button", { name: FR.add }).click();
  const added = action(uniqueId);
  await added.waitFor();
  if ((await added.getAttribute("open")) === null) await added.locator("summary").click();
  return added;
}

/**
 * Writes a text of the field `id` in French, then in English with the field's language switch, and
 * goes back to French: the program's texts live in each of its languages.
 */
async function writeText(scope: Locator, id: string, texts: { fr: string; en: string }): Promise<void> {
  const input = scope.locator(`[id="${id}"]`);
  const field = input.locator("xpath=ancestor::div[contains(@class, 'translated-text')][1]");
  const languages = field.getByRole("group", { name: FR.textLanguage });
  await input.fill(texts.fr);
  await languages.getByRole("button", { name: /^(EN|Anglais)$/ }).click();
  await expect.poll(() => input.getAttribute("lang")).toBe("en");
  await input.fill(texts.en);
  await languages.getByRole("button", { name: /^(FR|Français)$/ }).click();
  await expect.poll(() => input.inputValue()).toBe(texts.fr);
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

  it("creates a program in French and English and writes its texts in both", async () => {
    await pro.getByRole("textbox", { name: "Identifiant*" }).fill(programId);
    await pro.getByRole("combobox", { name: "Catégorie*" }).selectOption({ label: "Défi d'habitude" });
    await pro.getByRole("spinbutton", { name: "Durée du programme*" }).fill("2");
    await pro.getByRole("textbox", { name: "Titre" }).fill("Programme du parcours");
    await pro.getByRole("button", { name: FR.create }).click();
    await pro.waitForURL(`**/app/pro/programs/${programId}`);
    await expect
      .poll(() => pro.getByRole("heading", { level: 1 }).textContent())
      .toBe("Programme du parcours");
    await pro.getByRole("checkbox", { name: FR.english }).check();
    // Once the draft holds English, every text field can be written in both languages.
    const texts = pro.getByRole("region", { name: FR.texts });
    await texts.getByRole("group", { name: FR.textLanguage }).first().waitFor();
    await writeText(texts, "program-texts_title", { fr: "Programme du parcours", en: "Journey program" });
    await writeText(texts, "program-texts_description", {
      fr: "Deux jours de petits pas.",
      en: "Two days of small steps.",
    });
    await allSaved();
  });

  it("adds a DEFAULT action written in both languages, previewed live", async () => {
    const card = await addAction("DEFAULT", "default-d1");
    // A new action starts empty: nothing of another program's example.
    expect(await card.locator('[id="action-default-d1_body"]').inputValue()).toBe("");
    await writeText(card, "action-texts-default-d1_title", { fr: "Bienvenue", en: "Welcome" });
    await writeText(card, "action-default-d1_body", BODY);
    await expect.poll(() => previewOf(card).textContent()).toContain(BODY.fr);
  });

  it("adds a CHOICE action with its two choices, previewed live", async () => {
    const choice = await addAction("CHOICE", "choice-d1");
    await writeText(choice, "action-choice-d1_question", QUESTION);
    for (const [index, [id, fr, en]] of [
      ["rested", "Reposé", "Rested"],
      ["tired", "Fatigué", "Tired"],
    ].entries()) {
      await choice.getByRole("button", { name: FR.addChoice, exact: true }).click();
      await choice.locator(`[id="action-choice-d1_choices_${index}_id"]`).fill(id!);
      await writeText(choice, `action-choice-d1_choices_${index}_label`, { fr: fr!, en: en! });
    }
    const preview = previewOf(choice);
    await expect.poll(() => preview.textContent()).toContain(QUESTION.fr);
    await expect.poll(() => preview.textContent()).toContain("Fatigué");
  });

  it("shows the ERROR card and the field's error for an emptied choice label, until it is fixed", async () => {
    const choice = action("choice-d1");
    const preview = previewOf(choice);
    const label = choice.locator('[id="action-choice-d1_choices_0_label"]');
    await label.fill("");
    await preview.getByTestId("error-card").waitFor();
    await expect.poll(() => label.getAttribute("aria-invalid")).toBe("true");
    await label.fill("Reposé");
    await preview.getByTestId("error-card").waitFor({ state: "detached" });
    await expect.poll(() => preview.textContent()).toContain("Reposé");
    expect(await label.getAttribute("aria-invalid")).toBeNull();
  });

  it("adds a CHRONO and an ENIGME action, previewed live", async () => {
    const chrono = await addAction("CHRONO", "chrono-d1");
    await writeText(chrono, "action-texts-chrono-d1_title", { fr: "Une minute calme", en: "A calm minute" });
    // A title lives in the draft's texts: the preview reads it once the draft is saved.
    await allSaved();
    await expect
      .poll(() => previewOf(chrono).textContent(), { timeout: 10_000 })
      .toContain("Une minute calme");
    const enigme = await addAction("ENIGME", "enigme-d1");
    await writeText(enigme, "action-enigme-d1_question", {
      fr: "Qu'est-ce qui se lit sans livre\u202f?",
      en: "What can be read without a book?",
    });
    await writeText(enigme, "action-enigme-d1_answer", { fr: "Une horloge.", en: "A clock." });
    await expect.poll(() => previewOf(enigme).textContent()).toContain("sans livre");
    expect(await previewOf(enigme).getByTestId("error-card").count()).toBe(0);
  });

  it("adds the end of study on day 2, which belongs to this program", async () => {
    const end = await addAction("END_STUDY", "end-study-d2", 2);
    // Always this program's own end: the server sets it, and it cannot be changed here.
    expect(await end.locator('[id="action-end-study-d2_studyId"]').inputValue()).toBe(programId);
    await writeText(end, "action-end-study-d2_synthesis", {
      fr: "Deux jours pour prendre soin de vous.",
      en: "Two days to look after yourself.",
    });
    await writeText(end, "action-end-study-d2_summary", { fr: "À bientôt.", en: "See you soon." });
    await expect.poll(() => previewOf(end).textContent()).toContain("Deux jours pour prendre soin de vous.");
    await allSaved();
  });

  it("plays the program through, day by day, in both languages", async () => {
    await pro.getByRole("link", { name: FR.play }).click();
    await pro.waitForURL(`**/app/pro/programs/${programId}/play`);
    const frame = pro.getByTestId("play-frame");
    const walkers = taskWalkers(pro, textsOf("fr"));
    const played: string[] = [];
    for (let day = 1; day <= 2; day++) {
      await expect.poll(() => pro.getByTestId("play-day").textContent()).toBe(`Jour ${day} sur 2`);
      for (;;) {
        await frame.locator('[data-testid="card"], [data-testid="play-day-through"]').first().waitFor();
        const current = frame.getByTestId("card");
        if ((await current.count()) === 0) break;
        await expect.poll(async () => (await current.textContent()) ?? "").not.toContain("Chargement");
        const type = (await current.getAttribute("data-task-type")) ?? "";
        expect(await current.getByTestId("error-card").count(), `the played ${type} fell to ERROR`).toBe(0);
        expect(await axeViolations(pro), `the played ${type} card`).toEqual([]);
        const id = await current.getAttribute("data-card-id");
        await walkers[type]!(current);
        await frame.locator(`[data-card-id="${id}"]`).waitFor({ state: "detached" });
        played.push(type);
      }
      if (day < 2) await pro.getByTestId("play-next-day").click();
    }
    await pro.getByTestId("play-over").waitFor();
    expect(played).toEqual(["DEFAULT", "CHOICE", "CHRONO", "ENIGME", "END_STUDY"]);
    // The same first card in English, as an English-speaking patient would get it.
    await pro.getByRole("button", { name: "Recommencer au jour 1" }).click();
    await pro.getByRole("combobox", { name: FR.playLanguage }).selectOption("en");
    await expect.poll(async () => (await frame.textContent()) ?? "").toContain(BODY.en);
    await pro.getByRole("link", { name: FR.playBack }).click();
    await pro.waitForURL(`**/app/pro/programs/${programId}`);
  });

  it("publishes the program", async () => {
    await publish(FR.publish);
    await expect.poll(() => pro.locator(".pro-editor__head").textContent()).toContain(FR.published);
    expect(await axeViolations(pro), "program editor").toEqual([]);
  });

  it("lets a French patient subscribe on the program's page and complete the first day's four cards", async () => {
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
    expect(texts).toHaveLength(4);
    expect(texts.join("\n")).toContain(BODY.fr);
    expect(texts.join("\n")).toContain(QUESTION.fr);
    const tasks = (await todoCards(firstPatient, server.url)).filter((card) => card.type === "TASK");
    await openLive(firstPatient, `${server.url}/app/patient/tasks`);
    const walked = await walkDeck(firstPatient, tasks, taskWalkers(firstPatient, textsOf("fr")));
    expect(walked.sort()).toEqual(["CHOICE", "CHRONO", "DEFAULT", "ENIGME"]);
    await expectDeckEmpty(firstPatient);
  });

  it("publishes a changed text: the first patient's deck is unchanged, a new patient gets it", async () => {
    const card = action("default-d1");
    if ((await card.getAttribute("open")) === null) await card.locator("summary").click();
    await card.locator('[id="action-default-d1_body"]').fill(NEW_BODY);
    await expect.poll(() => previewOf(card).textContent()).toContain(NEW_BODY);
    await publish(FR.publishAgain);
    // The first patient's day-1 cards, all done, are not dealt again from the new version.
    await expectDeckEmpty(firstPatient);
    const { page: second } = await subscribedPatient("Sam");
    const texts = await deckCards(second);
    expect(texts).toHaveLength(4);
    expect(texts.join("\n")).toContain(NEW_BODY);
    expect(texts.join("\n")).not.toContain(BODY.fr);
    // Each patient stays on the version they joined.
    await pro.reload();
    await expect
      .poll(() => pro.getByRole("region", { name: FR.versions }).getByRole("list").textContent())
      .toBe("Version 1\u00a0: 1 patientVersion 2\u00a0: 1 patient");
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
      .toBe("Version 1\u00a0: 0 patientVersion 2\u00a0: 2 patients");
  });

  it("logged no error in the pro's page along the way", () => {
    expect(consoleErrors).toEqual([]);
  });
});
