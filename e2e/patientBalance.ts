/** The rewards a patient has, as the bank answers them to the session of `page`. */
import type { Page } from "playwright-core";
import type { AppServer } from "./appServer";

export async function patientBalance(page: Page, server: AppServer): Promise<number> {
  const answer = await page.request.get(`${server.url}/api/patient/bank`);
  return (await answer.json()).value.amount;
}
