import { GoalsTile } from "../goals";
import { useT } from "../../app/i18n/useT";
import { RecurringSymptoms } from "./symptoms/RecurringSymptoms";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** /app/patient/settings/pathologies (and the product's /patient/settings/pathologies): goals and recurring symptoms. */
export function PathologiesSettingsPage() {
  const t = useT();
  useDocumentTitle(t("settings.pathologies.pageTitle"), t("settings.pathologies.description"));
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("settings.pathologies.pageTitle")}</h1>
        <GoalsTile />
        <RecurringSymptoms />
      </main>
    </>
  );
}
