import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import type { ProgramSummary, PublicProgram, ProgramConditionResult } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import type { MessageId } from "../../app/i18n/locales";
import { ProgramDetails } from "./ProgramDetails";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { conditionsQuery } from "./queries";
import { SubscriptionConditions } from "./SubscriptionConditions";
import { isTooMuchPrograms, missingConditionsOf, useSubscribe } from "./useSubscribe";
import "./programs.css";

/** The four ways a program is shown (docs/features/programs.md): card, autorCard, selection, fullscreen. */
export type ProgramDetailProps =
  | {
      /** A tile of the programs list, with its join button (hidden when `canAdd` is false). */
      mode: "card";
      program: ProgramSummary;
      canAdd: boolean;
    }
  | {
      /** A small card among an author's programs; a guest's leads to the program's public page. */
      mode: "autorCard";
      program: ProgramSummary;
      guest?: boolean;
    }
  | {
      /** A tile to pick in a selection step. */
      mode: "selection";
      program: ProgramSummary;
      selected: boolean;
      disabled?: boolean;
      onToggle: () => void;
    }
  | {
      /** The whole program page, with its action. */
      mode: "fullscreen";
      program: PublicProgram;
      action: ReactNode;
    };

const CONDITION_LABELS = {
  consent: "programConditions.badge.consent",
  quest: "programConditions.badge.quest",
  autorSub: "programConditions.badge.autorSub",
  cost: "programConditions.badge.cost",
  dataValue: "programConditions.badge.dataValue",
  questScore: "programConditions.badge.questScore",
} as const satisfies Record<NonNullable<ProgramSummary["conditions"]>[number], MessageId>;

function ConditionBadges({ program }: { program: ProgramSummary }) {
  const t = useT();
  const conditions = program.conditions ?? [];
  if (conditions.length === 0 || program.subscribed) return null;
  return (
    <ul className="condition-badges" aria-label={t("programConditions.badges")}>
      {conditions.map((type) => (
        <li key={type} className="badge badge--muted" data-testid={`badge-${type}`}>
          {t(CONDITION_LABELS[type])}
        </li>
      ))}
    </ul>
  );
}

function Facts({ program }: { program: ProgramSummary }) {
  const t = useT();
  return (
    <ul className="facts">
      <li>{t("programs.duration", { count: program.studyDuration })}</li>
      <li className="facts__reward">{t("programs.maxReward", { count: program.maxReward })}</li>
    </ul>
  );
}

/**
 * The conditions of a program as they stand now: first those a refusal listed, then the fresh ones
 * once the patient fixed something.
 */
export function LiveSubscriptionConditions({
  studyId,
  initial,
}: {
  studyId: string;
  initial?: readonly ProgramConditionResult[];
}) {
  const api = useApi();
  const conditions = useQuery(conditionsQuery(api, studyId));
  const results = conditions.data?.items ?? initial ?? [];
  return (
    <>
      {conditions.isError && <ErrorAlert error={conditions.error} />}
      <SubscriptionConditions studyId={studyId} results={results} />
    </>
  );
}

/** What a refused join says: the conditions to meet, the limit with its upgrade, or the error. */
export function SubscribeRefusal({ studyId, error }: { studyId: string; error: unknown }) {
  const t = useT();
  const missing = missingConditionsOf(error);
  if (missing) {
    return (
      <>
        <p className="notice" role="status" data-testid="missing-conditions">
          {t("errors.MISSING_SUBSCRIPTION_CONDITIONS")}
        </p>
        <LiveSubscriptionConditions studyId={studyId} initial={missing} />
      </>
    );
  }
  if (isTooMuchPrograms(error)) {
    return (
      <p className="alert" role="alert" data-testid="too-much-programs">
        {t("programConditions.tooMuchPrograms")}{" "}
        <Link to="/app/patient/premium">{t("programConditions.upgrade")}</Link>
      </p>
    );
  }
  return <ErrorAlert error={error} />;
}

function ProgramCard({ program, canAdd }: { program: ProgramSummary; canAdd: boolean }) {
  const t = useT();
  const subscribe = useSubscribe();
  return (
    <li className="tile program" data-testid="program" data-program-id={program.id} data-mode="card">
      <h2 className="tile__title">{program.title}</h2>
      {program.description && <p className="program__description">{program.description}</p>}
      <Facts program={program} />
      <ConditionBadges program={program} />
      {subscribe.isError && <SubscribeRefusal studyId={program.id} error={subscribe.error} />}
      {subscribe.isSuccess && (
        <p className="notice" role="status">
          {t("programs.subscribeSuccess", { title: program.title })}{" "}
          <Link to="/app/patient/tasks">{t("program.openDeck")}</Link>
        </p>
      )}
      <div className="program__actions">
        <Link to="/app/patient/ressources/studies/$id" params={{ id: program.id }} className="btn">
          {t("programs.details")}
        </Link>
        {program.subscribed ? (
          <>
            <span className="badge" data-testid="subscribed">
              {t("programs.subscribed")}
            </span>
            {program.offeredVersion !== undefined && (
              <span className="badge" data-testid="new-version">
                {t("programs.newVersion")}
              </span>
            )}
            <Link
              to="/app/patient/ressources/followUp/$studyId"
              params={{ studyId: program.id }}
              className="btn btn--ghost"
              data-testid="follow-up-link"
            >
              {t("programConditions.followUp")}
            </Link>
          </>
        ) : (
          canAdd && (
            <button
              type="button"
              className="btn btn--primary"
              data-testid="subscribe"
              aria-label={t("programs.subscribeNamed", { title: program.title })}
              disabled={subscribe.isPending}
              onClick={() => subscribe.mutate(program.id)}
            >
              {subscribe.isPending ? t("programs.subscribing") : t("programs.subscribe")}
            </button>
          )
        )}
      </div>
    </li>
  );
}

function AuthorCard({ program, guest = false }: { program: ProgramSummary; guest?: boolean }) {
  const t = useT();
  return (
    <li
      className="tile program program--autor"
      data-testid="program"
      data-program-id={program.id}
      data-mode="autorCard"
    >
      <h3 className="program__title">{program.title}</h3>
      <Facts program={program} />
      <Link
        to={guest ? "/app/guest/ressources/programs/$id" : "/app/patient/ressources/studies/$id"}
        params={{ id: program.id }}
        className="btn btn--block"
        aria-label={t("programConditions.seeProgram", { title: program.title })}
      >
        {t("programs.details")}
      </Link>
    </li>
  );
}

function SelectionTile({
  program,
  selected,
  disabled,
  onToggle,
}: {
  program: ProgramSummary;
  selected: boolean;
  disabled?: boolean;
  onToggle: () => void;
}) {
  return (
    <li data-testid="program" data-program-id={program.id} data-mode="selection">
      <button
        type="button"
        className={`tile program program--selection${selected ? " program--selected" : ""}`}
        aria-pressed={selected}
        disabled={disabled && !selected}
        onClick={onToggle}
      >
        <span className="program__check" aria-hidden="true">
          {selected ? "✓" : ""}
        </span>
        <span className="program__title">{program.title}</span>
        <Facts program={program} />
      </button>
    </li>
  );
}

function AuthorPageLink({ autorId }: { autorId: string }) {
  const t = useT();
  return (
    <Link to="/app/patient/ressources/autors/$autorId" params={{ autorId }} data-testid="program-author-link">
      {t("program.authorPage")}
    </Link>
  );
}

/** A program in one of its four modes (docs/features/programs.md: card, autorCard, selection, fullscreen). */
export function ProgramDetail(props: ProgramDetailProps) {
  switch (props.mode) {
    case "card":
      return <ProgramCard program={props.program} canAdd={props.canAdd} />;
    case "autorCard":
      return <AuthorCard program={props.program} guest={props.guest} />;
    case "selection":
      return (
        <SelectionTile
          program={props.program}
          selected={props.selected}
          disabled={props.disabled}
          onToggle={props.onToggle}
        />
      );
    case "fullscreen":
      return (
        <ProgramDetails
          program={props.program}
          action={props.action}
          authorLink={<AuthorPageLink autorId={props.program.author.id} />}
        />
      );
  }
}
