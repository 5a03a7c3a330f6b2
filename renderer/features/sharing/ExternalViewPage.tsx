import { getRouteApi } from "@tanstack/react-router";
import { useT } from "../../app/i18n/useT";
import { ExternalView } from "./ExternalView";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { GuestHeader } from "../../app/shell/GuestHeader";

const route = getRouteApi("/app/external/$key");

/** /app/external/{key}: what a patient shares, for whoever holds the key; no sign-in. */
export function ExternalViewPage() {
  const t = useT();
  const { key } = route.useParams();
  useDocumentTitle(t("sharing.external.pageTitle"), t("sharing.external.description"));
  return (
    <>
      <GuestHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("sharing.external.pageTitle")}</h1>
        <ExternalView connectionKey={key} />
      </main>
    </>
  );
}
