/** The pet's free head and background (content/petDefaults.json), worn until the patient chooses an element they own. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PetDefaults } from "../../../card-schemas";
import { validateContent } from "../../../card-schemas/validators";
import type { Config } from "../../config";

const defaultsByDir = new Map<string, Promise<PetDefaults>>();

/** The free head and background (content/petDefaults.json), read and validated once per content folder. */
export function petDefaults(config: Pick<Config, "contentDir">): Promise<PetDefaults> {
  let defaults = defaultsByDir.get(config.contentDir);
  if (!defaults) {
    const file = path.join(config.contentDir, "petDefaults.json");
    defaults = readFile(file, "utf8").then((text) => {
      const data: unknown = JSON.parse(text);
      const check = validateContent("petDefaults", data);
      if (!check.ok) throw new Error(`${file}: ${JSON.stringify(check.errors)}`);
      return data as PetDefaults;
    });
    defaultsByDir.set(config.contentDir, defaults);
  }
  return defaults;
}
