/** The patient's pet as the home dashboard shows it (docs/features/home.md). */
import type { PetView } from "../../../card-schemas";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { personalizationView } from "./personalizationView";

/** The pet as home shows it. */
export async function petView(deps: AppDeps, user: User): Promise<PetView> {
  return (await personalizationView(deps, user)).pet;
}
