import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { EffectSwitches } from "./EffectSwitches";
import { ElementPicker } from "./ElementPicker";
import { Pet } from "./Pet";
import { useDressPet } from "./queries";
import { personalizationQuery } from "../rewards";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";

/** The shop page another part of the app serves; more heads and backgrounds are bought there. */
const SHOP_PATH = "/app/patient/rewards";

/**
 * /app/patient/settings/personalization: dress the pet with an owned head and background, and
 * switch the owned effects (the golden frame, the confetti) on or off.
 */
export function PersonalizationPage() {
  const t = useT();
  useDocumentTitle(t("pet.page.title"), t("pet.page.description"));
  const api = useApi();
  const view = useQuery(personalizationQuery(api));
  const dress = useDressPet();

  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("pet.page.title")}</h1>
        {view.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
        {view.isError && <ErrorAlert error={view.error} />}
        {view.isSuccess && (
          <div className="home-grid">
            <section className="tile" aria-label={t("pet.title")}>
              <Pet pet={view.data.pet} />
            </section>
            <section className="tile">
              <ElementPicker
                legend={t("pet.heads")}
                elements={view.data.heads}
                chosen={view.data.pet.head.id}
                disabled={dress.isPending}
                onChoose={(head) => dress.mutate({ head })}
              />
            </section>
            <section className="tile">
              <ElementPicker
                legend={t("pet.backgrounds")}
                elements={view.data.backgrounds}
                chosen={view.data.pet.background.id}
                disabled={dress.isPending}
                onChoose={(background) => dress.mutate({ background })}
              />
            </section>
            <section className="tile">
              <EffectSwitches
                effects={view.data.effects}
                disabled={dress.isPending}
                onSwitch={(id, on) => dress.mutate({ effects: { [id]: on } })}
              />
            </section>
          </div>
        )}
        {dress.isError && <ErrorAlert error={dress.error} />}
        <div className="page__footer">
          <a href={SHOP_PATH} className="btn btn--primary" data-testid="pet-shop-link">
            {t("pet.shop")}
          </a>
          <Link to="/app/patient" className="btn btn--ghost">
            {t("pet.backHome")}
          </Link>
        </div>
      </main>
    </>
  );
}
