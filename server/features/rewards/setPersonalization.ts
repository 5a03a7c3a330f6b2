/**
 * A patient dresses their pet and switches their personalization effects on or off
 * (docs/features/rewards.md): each given element must be the default or one the patient owns.
 */
import type { PersonalizationBody, PersonalizationView } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { holds } from "../../core/inventory";
import { runUseCase } from "../../core/useCase";
import { KIND_OF, type PetPart } from "./petElements";
import { petDefaults } from "./petDefaults";
import { shopElements } from "./shopElements";
import { personalizationView } from "./personalizationView";

/** 409 NOT_OWNED: the element is neither the patient's nor a default one. */
export class NotOwned extends Conflict {
  constructor(path: string) {
    super("NOT_OWNED", "This element is not yours", [{ path, message: "is not owned" }]);
  }
}

const PARTS = ["head", "background"] as const;

/**
 * Dresses the pet and switches effects: each given element must be the default or one the patient
 * owns, each effect one they own (409 NOT_OWNED, and nothing changes). The default is stored as
 * null, so a new default applies to it; an effect switched off is kept in `effectsOff`.
 */
export async function setPersonalization(
  deps: AppDeps,
  user: User,
  body: PersonalizationBody,
): Promise<PersonalizationView> {
  const [defaults, elements] = await Promise.all([
    petDefaults(deps.config),
    shopElements(deps.config.contentDir),
  ]);
  const switches = Object.entries(body.effects ?? {});
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
      const effectsHeld = new Map<string, boolean>();
      for (const [id] of switches) {
        effectsHeld.set(
          id,
          elements.get(id)?.effect !== undefined && (await holds(trx, user.id, "PERSONALIZATION", id)),
        );
      }
      const settings = await trx("petSettings").where({ userId: user.id }).forUpdate().first("effectsOff");
      return { held, effectsHeld, effectsOff: (settings?.effectsOff as string[] | undefined) ?? [] };
    },
    decide: ({ held, effectsHeld, effectsOff }) => {
      const change: Partial<Record<PetPart, string | null>> = {};
      for (const part of PARTS) {
        const id = body[part];
        if (id === undefined) continue;
        if (id === defaults[part].id) change[part] = null;
        else if (held[part]) change[part] = id;
        else throw new NotOwned(`/${part}`);
      }
      for (const [id] of switches) {
        if (!effectsHeld.get(id)) throw new NotOwned(`/effects/${id}`);
      }
      if (switches.length === 0) return change;
      const off = new Set(effectsOff);
      for (const [id, on] of switches) {
        if (on) off.delete(id);
        else off.add(id);
      }
      return { ...change, effectsOff: [...off].sort() };
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
