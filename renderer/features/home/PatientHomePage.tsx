import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { bankQuery } from "../rewards";
import { useT } from "../../app/i18n/useT";
import { programsQuery } from "../programs";
import { GoalsTile } from "../goals";
import { premiumQuery, usePremiumDay } from "../authors";
import { HomeSections } from "./HomeSections";
import { homeQuery } from "./queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { AppHeader } from "../../app/shell/AppHeader";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { meQuery } from "../../app/session/queries";
import { SignOutButton } from "../../app/session/SignOutButton";
import { usePending } from "../../app/offline/outboxState";

function Balance() {
  const t = useT();
  const api = useApi();
  const bank = useQuery(bankQuery(api));
  // Rewards of cards completed offline, not yet landed (docs/features/offline.md).
  const pending = usePending();
  return (
    <section className="tile tile--balance" aria-labelledby="balance-title">
      <h2 className="tile__label" id="balance-title">
        {t("home.balance.label")}
      </h2>
      {bank.isPending && <p className="balance skeleton" aria-busy="true" />}
      {bank.isError && <ErrorAlert error={bank.error} />}
      {bank.isSuccess && (
        <p className="balance" data-testid="balance">
          {t("home.balance.value", { amount: bank.data.amount })}
        </p>
      )}
      {pending.rewards > 0 && (
        <p className="muted" data-testid="balance-pending">
          {t("offline.pendingRewards", { amount: pending.rewards })}
        </p>
      )}
      <Link to="/app/patient/rewards" className="btn btn--block" data-testid="open-shop">
        {t("shop.home.open")}
      </Link>
    </section>
  );
}

function MyPrograms() {
  const t = useT();
  const api = useApi();
  const programs = useQuery(programsQuery(api));
  const mine = programs.data?.filter((program) => program.subscribed) ?? [];
  return (
    <section className="tile" aria-labelledby="my-programs-title">
      <h2 className="tile__title" id="my-programs-title">
        {t("home.programs.title")}
      </h2>
      {programs.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
      {programs.isError && <ErrorAlert error={programs.error} />}
      {programs.isSuccess && mine.length === 0 && <p className="muted">{t("home.programs.empty")}</p>}
      {mine.length > 0 && (
        <ul className="program-list" data-testid="my-programs">
          {mine.map((program) => (
            <li key={program.id} className="program-list__item">
              <Link
                to="/app/patient/ressources/studies/$id"
                params={{ id: program.id }}
                className="program-list__link"
              >
                <span className="program-list__title">{program.title}</span>
                <span className="muted">{t("programs.duration", { count: program.studyDuration })}</span>
                {program.offeredVersion !== undefined && (
                  <span className="badge" data-testid="new-version">
                    {t("programs.newVersion")}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/app/patient/program" className="btn btn--block">
        {t("home.programs.browse")}
      </Link>
    </section>
  );
}

/** Premium's offer, or while it runs its last day (the premium page renews it). */
function PremiumTile() {
  const t = useT();
  const api = useApi();
  const formatDay = usePremiumDay();
  const premium = useQuery(premiumQuery(api));
  const until = premium.data?.active ? premium.data.until : null;
  return (
    <section className="tile" aria-labelledby="premium-tile-title">
      <h2 className="tile__title" id="premium-tile-title">
        {t("home.premium.title")}
      </h2>
      <p data-testid="premium-tile-body">
        {until ? t("premium.status.active", { date: formatDay(until) }) : t("home.premium.body")}
      </p>
      <Link to="/app/patient/premium" className="btn btn--block" data-testid="open-premium">
        {t("home.premium.open")}
      </Link>
    </section>
  );
}

/**
 * The patient home: the greeting and balance, then the home document's sections drawn through
 * their registry (the pet, today's tasks, symptoms, correlations, programs, news), their programs,
 * goals, premium and sign-out.
 */
export function PatientHomePage() {
  const t = useT();
  useDocumentTitle(t("home.title"), t("home.description"));
  const api = useApi();
  const me = useQuery(meQuery(api));
  const home = useQuery(homeQuery(api));

  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        {/* An email is no greeting: without a name, the page's own title. */}
        <h1 className="page__title">
          {me.data?.name ? t("home.greeting", { name: me.data.name }) : t("home.title")}
        </h1>
        <div className="home-grid">
          <Balance />
          {home.isPending && <p className="tile skeleton skeleton--row" aria-busy="true" />}
          {home.isError && <ErrorAlert error={home.error} />}
          {home.isSuccess && <HomeSections sections={home.data.sections} />}
          <MyPrograms />
          <GoalsTile />
          <PremiumTile />
        </div>
        <div className="page__footer">
          <SignOutButton label={t("home.signOut")} />
        </div>
      </main>
    </>
  );
}
