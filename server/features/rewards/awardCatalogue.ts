/** The awards tree of content/awards.json, read and validated once per content folder. */
import fs from "node:fs/promises";
import path from "node:path";
import type { AwardCatalogue } from "../../../card-schemas/generated";
import { validateContent } from "../../../card-schemas/validators";

const catalogueByDir = new Map<string, Promise<AwardCatalogue>>();

async function readCatalogue(file: string): Promise<AwardCatalogue> {
  const data: unknown = JSON.parse(await fs.readFile(file, "utf8"));
  const result = validateContent("awards", data);
  if (!result.ok)
    throw new Error(`${file}: ${result.errors.map((e) => `${e.path} ${e.message}`).join("; ")}`);
  return data as AwardCatalogue;
}

/** The awards of `contentDir`; a failed read is not kept, so the next call tries again. */
export function awardCatalogue(contentDir: string): Promise<AwardCatalogue> {
  let catalogue = catalogueByDir.get(contentDir);
  if (!catalogue) {
    catalogue = readCatalogue(path.join(contentDir, "awards.json"));
    catalogue.catch(() => catalogueByDir.delete(contentDir));
    catalogueByDir.set(contentDir, catalogue);
  }
  return catalogue;
}
