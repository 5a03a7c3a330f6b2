import { useT } from "../app/i18n/useT";

/** What a card shows while its component's code arrives (a fraction of a second). */
export function CardLoading() {
  const t = useT();
  return (
    <article className="card card--loading" aria-busy="true" data-testid="card-loading">
      <div className="spinner" aria-hidden="true" />
      <p className="visually-hidden">{t("common.loading")}</p>
    </article>
  );
}
