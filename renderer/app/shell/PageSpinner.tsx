import { useT } from "../i18n/useT";

/** Shown while a route's code or data loads. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="page-spinner" role="status">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("common.loading")}</span>
    </div>
  );
}
