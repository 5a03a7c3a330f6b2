/**
 * The AI assistant, end to end in Chromium at phone size against the real server and database
 * (no ASSISTANT_URL: the built-in assistant answers): sign up → the header's Assistant link →
 * the consent screen → ask example questions until the 10 free tokens of the month are spent →
 * the bot's NO_MORE_TOKEN message, the link to buy messages and the OutchiIA upsell. Axe on each
 * screen.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";
import { signUpInBrowser } from "./signUp";
import { axeViolations } from "./axe";
import { phoneJourney } from "./phoneJourney";

let server: AppServer;
let page: Page;
let consoleErrors: string[] = [];

// Before the server starts, which would ask a machine's own ASSISTANT_URL instead of the built-in one.
delete process.env.ASSISTANT_URL;
phoneJourney((journey) => ({ server, page, consoleErrors } = journey), { hasTouch: false });

const answers = () => page.getByTestId("assistant-answer");

describe("the AI assistant in the browser", () => {
  it("signs up and opens the assistant from the header", async () => {
    await signUpInBrowser(page, server, { name: "Noa" });
    await page.getByRole("navigation").getByRole("link", { name: "Assistant" }).click();
    await page.waitForURL("**/app/patient/coaching");
    await page.getByRole("heading", { name: "Before you start" }).waitFor();
    expect(await axeViolations(page), "consent screen").toEqual([]);
  });

  it("needs the consent before the conversation", async () => {
    const start = page.getByRole("button", { name: "Start chatting" });
    expect(await start.isDisabled()).toBe(true);
    const refused = await page.request.post(`${server.url}/api/patient/assistant/messages`, {
      data: { message: "How are my goals going?" },
      headers: { "X-Requested-With": "fetch" },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toBe("CONSENT_REQUIRED");
    await page.getByTestId("assistant-consent-check").check();
    await start.click();
    await page.getByRole("log", { name: "Conversation with OutchiIA" }).waitFor();
    expect(await page.getByTestId("assistant-tokens").textContent()).toContain(
      "10 free messages left this month",
    );
    expect(await axeViolations(page), "empty conversation").toEqual([]);
  });

  it("answers example questions with the built-in assistant until the free tokens are spent", async () => {
    const topics = ["Goals", "Programs", "Symptoms", "Wellbeing"];
    for (let i = 0; i < 10; i++) {
      await page.getByRole("radio", { name: topics[i % topics.length] }).click();
      await page.locator(".assistant-examples__question").first().click();
      await expect.poll(() => answers().count(), { timeout: 15_000 }).toBe(i + 1);
      if (i === 0) {
        const first = await answers().first().textContent();
        expect(first).toContain("Built-in assistant");
        expect(first).toContain("You have no goal in progress.");
        expect(await axeViolations(page), "conversation").toEqual([]);
      }
    }
    expect(await page.getByTestId("assistant-question").count()).toBe(10);
    expect(await page.getByTestId("assistant-tokens").textContent()).toContain(
      "0 free messages left this month",
    );
  });

  it("shows the NO_MORE_TOKEN bot message, the link to buy messages and the OutchiIA upsell", async () => {
    const noToken = page.getByTestId("assistant-no-token");
    await noToken.waitFor();
    expect(await noToken.getByRole("status").textContent()).toContain(
      "You have used all your messages for this month.",
    );
    expect(await page.getByLabel("Your message").count()).toBe(0);
    const refused = await page.request.post(`${server.url}/api/patient/assistant/messages`, {
      data: { message: "One more about my goals" },
      headers: { "X-Requested-With": "fetch" },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).error).toBe("NO_MORE_TOKEN");
    const buy = page.getByTestId("assistant-buy-tokens");
    expect(await buy.getAttribute("href")).toBe("/app/patient/rewards");
    await page.getByText(/3 months of unlimited messages for [\d,]+ rewards\./).waitFor();
    expect(await axeViolations(page), "no more token").toEqual([]);
    await page.getByRole("button", { name: "See the subscription" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await page.getByRole("dialog").getByRole("heading").textContent()).toContain("OutchiIA");
    expect(consoleErrors).toEqual([]);
  });
});
