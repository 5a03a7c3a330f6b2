import { useEffect } from "react";
import { useT } from "../i18n/useT";

/** Names the browser tab (and what a screen reader announces on navigation) after the page. */
export function useDocumentTitle(title: string | undefined): void {
  const t = useT();
  const appName = t("app.name");
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
