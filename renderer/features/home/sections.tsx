/**
 * The section components of the home document, one per section type of card-schemas/cards/HOME_*.
 * Each draws the data its section carries, already in the patient's language.
 */
import { Link } from "@tanstack/react-router";
import type {
  HomeAwardsSection,
  HomeCorrelationsSection,
  HomeMoreRewardsSection,
  HomeNewsSection,
  HomePetSection,
  HomeProgramsSection,
  HomeSymptomSection,
  HomeTasksSection,
} from "../../../card-schemas";
import { Carousel } from "./carousel/Carousel";
import { useDeckOpener } from "../deck";
import { useFollowsProgram } from "../programs";
import { useIntl, useT } from "../../app/i18n/useT";
import { Picture } from "../../ui/Picture";
import { LoadPriorityContext } from "../../ui/loadPriority";
import { Pet } from "./Pet";
import { SymptomChart } from "./SymptomChart";
import "./home.css";

export function PetSection({ section }: { section: HomePetSection }) {
  const t = useT();
  return (
    <section className="tile home-pet" aria-labelledby="home-pet-title">
      <h2 className="tile__title" id="home-pet-title">
        {t("pet.title")}
      </h2>
      {/* The pet is home's first picture, its largest paint: fetched at once and first. */}
      <LoadPriorityContext value="high">
        <Pet pet={section.pet} />
      </LoadPriorityContext>
      <Link to="/app/patient/settings/personalization" className="btn btn--block" data-testid="dress-pet">
        {t("pet.dress")}
      </Link>
    </section>
  );
}

export function TasksSection({ section }: { section: HomeTasksSection }) {
  const t = useT();
  const intl = useIntl();
  const today = section.days.at(-1);
  const deckOpener = useDeckOpener("home");
  const followsProgram = useFollowsProgram();
  // Nothing dealt today and no program to deal any: the way on is to pick one.
  const noProgram = followsProgram === false && (today?.dealt ?? 0) === 0;
  const allDone = today !== undefined && today.dealt > 0 && today.done >= today.dealt;
  return (
    <section className="tile tile--hero" aria-labelledby="deck-title">
      <h2 className="tile__title" id="deck-title">
        {t("home.deck.title")}
      </h2>
      <ol className="date-strip" data-testid="date-strip">
        {section.days.map((day) => {
          const isToday = day === today;
          const finished = day.dealt > 0 && day.done >= day.dealt;
          return (
            <li
              key={day.date}
              className={`date-strip__day${isToday ? " date-strip__day--today" : ""}${finished ? " date-strip__day--done" : ""}`}
              aria-current={isToday ? "date" : undefined}
            >
              <span className="date-strip__weekday">
                {intl.formatDate(`${day.date}T12:00:00Z`, { weekday: "short", timeZone: "UTC" })}
              </span>
              <span className="date-strip__number">
                {intl.formatDate(`${day.date}T12:00:00Z`, { day: "numeric", timeZone: "UTC" })}
              </span>
              <span className="date-strip__count">
                {t("home.tasks.count", { done: day.done, dealt: day.dealt })}
              </span>
            </li>
          );
        })}
      </ol>
      <p data-testid="deck-status">
        {t(noProgram ? "home.deck.noProgram" : allDone ? "home.deck.allDone" : "home.deck.body")}
      </p>
      {noProgram ? (
        <Link to="/app/patient/program" className="btn btn--primary btn--block" data-testid="find-program">
          {t("home.deck.findProgram")}
        </Link>
      ) : (
        <Link
          to="/app/patient/tasks"
          className="btn btn--primary btn--block"
          data-testid="open-deck"
          {...deckOpener}
        >
          {t("home.deck.open")}
        </Link>
      )}
    </section>
  );
}

export function SymptomSection({ section }: { section: HomeSymptomSection }) {
  const t = useT();
  const intl = useIntl();
  const titleId = `home-symptom-${section.symptom}`;
  const change = section.weekOverWeek;
  return (
    <section className="tile home-symptom" aria-labelledby={titleId} data-testid="symptom-card">
      <h2 className="tile__title" id={titleId}>
        {section.name}
      </h2>
      <dl className="home-symptom__figures">
        <div>
          <dt>{t("home.symptom.average")}</dt>
          <dd data-testid="symptom-average">
            {section.average === null ? t("home.symptom.none") : intl.formatNumber(section.average)}
          </dd>
        </div>
        <div>
          <dt>{t("home.symptom.weekOverWeek")}</dt>
          <dd
            data-testid="symptom-change"
            className={change === null ? undefined : change > 0 ? "trend trend--up" : "trend trend--down"}
          >
            {change === null
              ? t("home.symptom.none")
              : intl.formatNumber(change / 100, { style: "percent", signDisplay: "exceptZero" })}
          </dd>
        </div>
      </dl>
      <SymptomChart section={section} />
    </section>
  );
}

export function CorrelationsSection({ section }: { section: HomeCorrelationsSection }) {
  const t = useT();
  return (
    <section className="tile" aria-labelledby="home-correlations-title">
      <h2 className="tile__title" id="home-correlations-title">
        {t("home.correlations.title")}
      </h2>
      <p className="home-count" data-testid="correlation-count">
        {t("home.correlations.count", { count: section.count })}
      </p>
    </section>
  );
}

export function ProgramsSection({ section }: { section: HomeProgramsSection }) {
  return <Carousel items={section.items} />;
}

export function NewsSection({ section }: { section: HomeNewsSection }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="tile" aria-labelledby="home-news-title">
      <h2 className="tile__title" id="home-news-title">
        {t("home.news.title")}
      </h2>
      {section.items.length === 0 ? (
        <p className="muted">{t("home.news.empty")}</p>
      ) : (
        <ul className="news-list" data-testid="news">
          {section.items.map((item) => (
            <li key={item.id} className="news-list__item">
              <p className="news-list__meta">
                <a href={item.link} className="news-list__author">
                  {item.autorName}
                </a>{" "}
                <span className="muted">
                  {intl.formatDate(`${item.date}T12:00:00Z`, { dateStyle: "medium", timeZone: "UTC" })}
                </span>
              </p>
              <p className="news-list__message">{item.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AwardsSection({ section }: { section: HomeAwardsSection }) {
  const t = useT();
  return (
    <section className="tile" aria-labelledby="home-awards-title" data-testid="home-awards">
      <h2 className="tile__title" id="home-awards-title">
        {t("awards.pageTitle")}
      </h2>
      <p className="home-count">
        {t("home.awards.claimed", { claimed: section.claimed, total: section.total })}
      </p>
      <ul className="home-awards">
        {section.branches.map(({ name, percent }) => (
          <li key={name} className="home-awards__branch">
            <span>{t(`awards.branch.${name}`)}</span>
            <progress
              max={100}
              value={percent}
              aria-label={t("awards.branch.percent", { branch: t(`awards.branch.${name}`) })}
            />
            <span>{percent} %</span>
          </li>
        ))}
      </ul>
      <Link to={section.link} className="btn btn--block" data-testid="home-awards-open">
        {section.claimable > 0
          ? t("home.awards.claimable", { count: section.claimable })
          : t("home.awards.open")}
      </Link>
    </section>
  );
}

export function MoreRewardsSection({ section }: { section: HomeMoreRewardsSection }) {
  const t = useT();
  if (section.items.length === 0) return null;
  return (
    <section className="tile" aria-labelledby="home-more-rewards-title" data-testid="home-more-rewards">
      <h2 className="tile__title" id="home-more-rewards-title">
        {t("home.moreRewards.title")}
      </h2>
      <ul className="home-more-rewards">
        {section.items.map((item) => (
          <li key={item.id} className="home-more-rewards__item">
            <Link to={section.link} className="home-more-rewards__link">
              <Picture src={item.imageLink} alt="" shape="square" className="home-more-rewards__image" />
              <span className="home-more-rewards__name">{item.name}</span>
              <span className="home-more-rewards__price" data-affordable={item.affordable}>
                {t("shop.item.price", { count: item.price })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
