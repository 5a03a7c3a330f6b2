/**
 * A patient dresses their pet (docs/features/rewards.md): each given element must be the default or
 * one the patient owns.
 */
import type { PersonalizationBody, PersonalizationView } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { holds } from "../../core/inventory";
import { runUseCase } from "../../core/useCase";
import { KIND_OF, type PetPart } from "./petElements";
import { petDefaults } from "./petDefaults";
import { personalizationView } from "./personalizationView";

/** 409 NOT_OWNED: the element is neither the patient's nor a default one. */
export class NotOwned extends Conflict {
  constructor(part: PetPart) {
    super("NOT_OWNED", `This ${part} is not yours`, [{ path: `/${part}`, message: "is not owned" }]);
  }
}

const PARTS = ["head", "background"] as const;

/**
 * Dresses the pet: each given element must be the default or one the patient owns (409 NOT_OWNED,
 * and nothing changes). The default is stored as null, so a new default applies to it.
 */
export async function setPersonalization(
  deps: AppDeps,
  user: User,
  body: PersonalizationBody,
): Promise<PersonalizationView> {
  const defaults = await petDefaults(deps.config);
  await runUseCase(deps.db, {
    // Whether the patient holds each given element that is not the default, part by part, up to
    // the first one they do not hold (the decision refuses it).
    load: async (trx) => {
      const held: Partial<Record<PetPart, boolean>> = {};
      for (const part of PARTS) {
        const id = body[part];
        if (id === undefined || id === defaults[part].id) continue;
        held[part] = await holds(trx, user.id, KIND_OF[part], id);
        if (!held[part]) break;
      }
      return held;
    },
    decide: (held) => {
      const change: Partial<Record<PetPart, string | null>> = {};
      for (const part of PARTS) {
        const id = body[part];
        if (id === undefined) continue;
        if (id === defaults[part].id) change[part] = null;
        else if (held[part]) change[part] = id;
        else throw new NotOwned(part);
      }
      return change;
    },
    write: async (trx, change) => {
      await trx("petSettings")
        .insert({ userId: user.id, ...change })
        .onConflict("userId")
        .merge({ ...change, updatedAt: trx.fn.now() });
    },
  });
  return personalizationView(deps, user);
}
