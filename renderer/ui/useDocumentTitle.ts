import { useEffect } from "react";
import { useT } from "../app/i18n/useT";

/** index.html's `<meta name="description">`, or a new one where a test renders without it. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/**
 * Names the browser tab (and what a screen reader announces on navigation) after the page, and
 * describes the page in its meta description: `description`, else the app's own, in the page's
 * language either way.
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  const t = useT();
  const appName = t("app.name");
  const content = description || t("app.description");
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
  useEffect(() => {
    descriptionTag().content = content;
  }, [content]);
}
