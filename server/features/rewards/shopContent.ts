/**
 * The shop's content files (content/shopObjects.json, giftCodes.json, surveyOffers.json), read and
 * validated once per content folder. A file that does not validate makes the shop answer 500 and
 * says which file; a missing gift-code or survey file is an empty list.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type {
  GiftCodeCatalogue,
  ShopObjectCatalogue,
  ShopObjectContent,
  SurveyOfferCatalogue,
} from "../../../card-schemas/generated";
import { validateContent, type ContentKind } from "../../../card-schemas/validators";

export interface ShopContent {
  objects: ShopObjectCatalogue;
  /** The objects by id. */
  byId: ReadonlyMap<string, ShopObjectContent>;
  giftCodes: GiftCodeCatalogue;
  surveyOffers: SurveyOfferCatalogue;
}

const contentByDir = new Map<string, Promise<ShopContent>>();

async function readCatalogue<T>(file: string, kind: ContentKind, optional: boolean): Promise<T> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    if (optional && (err as NodeJS.ErrnoException).code === "ENOENT") return [] as T;
    throw err;
  }
  const data: unknown = JSON.parse(text);
  const result = validateContent(kind, data);
  if (!result.ok)
    throw new Error(`${file}: ${result.errors.map((e) => `${e.path} ${e.message}`).join("; ")}`);
  return data as T;
}

/** The shop's content of `contentDir`. */
export function shopContent(contentDir: string): Promise<ShopContent> {
  let content = contentByDir.get(contentDir);
  if (!content) {
    content = Promise.all([
      readCatalogue<ShopObjectCatalogue>(path.join(contentDir, "shopObjects.json"), "shopObjects", false),
      readCatalogue<GiftCodeCatalogue>(path.join(contentDir, "giftCodes.json"), "giftCodes", true),
      readCatalogue<SurveyOfferCatalogue>(path.join(contentDir, "surveyOffers.json"), "surveyOffers", true),
    ]).then(([objects, giftCodes, surveyOffers]) => ({
      objects,
      byId: new Map(objects.map((object) => [object.id, object])),
      giftCodes,
      surveyOffers,
    }));
    // A failed read is not kept: the next request tries again.
    content.catch(() => contentByDir.delete(contentDir));
    contentByDir.set(contentDir, content);
  }
  return content;
}
