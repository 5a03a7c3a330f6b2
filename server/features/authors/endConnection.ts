/** A pro ends a linked patient's link to their author (docs/features/authors.md `PUT …/user/{userId}/connection/`). */
import type { ProConnection } from "../../../card-schemas";
import { addDays } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import { runUseCase } from "../../core/useCase";
import { linkedPatient } from "./linkedPatient";

/**
 * PUT …/user/{userId}/connection/ `{ status: "ENDED" }`: the author ends the link today (CANCELED,
 * its end set to yesterday so no day of it stays valid); nothing is refunded. The patient may
 * follow again.
 */
export async function endConnection(deps: AppDeps, authorId: string, userId: string): Promise<ProConnection> {
  const { link, today } = await linkedPatient(deps, authorId, userId);
  await runUseCase(deps.db, {
    // The link was found valid above; the update ends it only while it is still VALIDATED.
    load: async () => undefined,
    write: (trx) =>
      trx("authorLinks")
        .where({ id: link.id, status: "VALIDATED" })
        .update({ status: "CANCELED", end: addDays(today, -1), updatedAt: deps.now() }),
  });
  return { userId, status: "CANCELED" };
}
