/**
 * The elements the shop sells (heads, backgrounds, personalization), by element id, as the shop's
 * content says them now (content/shopObjects.json): what the pet and the personalization page show
 * of what a patient owns, so a corrected picture or a name reaches what was bought before.
 */
import type { LocalizedText, PersonalizationEffect } from "../../../card-schemas";
import { shopContent } from "./shopContent";

export interface ShopElement {
  name: LocalizedText;
  /** What to draw: the element's own picture (a head is the whole head, not the shop's thumbnail). */
  url: string;
  /** The shop's picture of it. */
  imageLink: string;
  effect?: PersonalizationEffect;
}

const elementsByContent = new WeakMap<object, ReadonlyMap<string, ShopElement>>();

/** The shop's elements of `contentDir`, by element id. */
export async function shopElements(contentDir: string): Promise<ReadonlyMap<string, ShopElement>> {
  const content = await shopContent(contentDir);
  let elements = elementsByContent.get(content);
  if (!elements) {
    elements = new Map(
      content.objects.flatMap((object) =>
        object.element
          ? [
              [
                object.element.id,
                {
                  name: object.name,
                  url: object.element.url,
                  imageLink: object.imageLink,
                  ...(object.element.effect ? { effect: object.element.effect } : {}),
                },
              ] as const,
            ]
          : [],
      ),
    );
    elementsByContent.set(content, elements);
  }
  return elements;
}
