import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { MyMessages } from "./MyMessages";
import { useMarkRead } from "./queries";
import { useT } from "../../app/i18n/useT";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import "./community.css";

/** /app/patient/community/myMessages: the patient's own messages; opening it marks them read. */
export function MyMessagesPage() {
  const t = useT();
  useDocumentTitle(t("community.myMessages"), t("community.description"));
  const { mutate } = useMarkRead();
  useEffect(() => mutate("myMessages"), [mutate]);
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <Link to="/app/patient/community" className="btn btn--ghost">
          {t("community.back")}
        </Link>
        <h1 className="page__title">{t("community.myMessages")}</h1>
        <MyMessages />
      </main>
    </>
  );
}
