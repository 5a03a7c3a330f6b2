import { useState } from "react";
import { Link, useParams } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useLocale, useT } from "../../app/i18n/useT";
import { programsQuery } from "./queries";
import { useAcceptVersion } from "./useAcceptVersion";
import { useSubscribe } from "./useSubscribe";
import { publicProgramQuery } from "./public/queries";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { LiveSubscriptionConditions, ProgramDetail, SubscribeRefusal } from "./ProgramDetail";
import { AppHeader } from "../../app/shell/AppHeader";
import { RatingsSection } from "./ratings/RatingsSection";
import { PageSpinner } from "../../app/shell/PageSpinner";
import { useDocumentTitle } from "../../ui/useDocumentTitle";

/**
 * A program seen by a signed-in patient: the public page, with a working subscribe button. It is
 * where a guest lands after signing in from a program's public page, and where a task card's title
 * leads (/app/patient/program/studies/{id}, docs/features/programs.md).
 */
export function StudyPage() {
  const t = useT();
  const api = useApi();
  // Either route of a study: /app/patient/ressources/studies/$id or /app/patient/program/studies/$id.
  const { id = "" } = useParams({ strict: false });
  const program = useQuery(publicProgramQuery(api, id, useLocale()));
  useDocumentTitle(program.data?.title, program.data?.description);
  const programs = useQuery(programsQuery(api));
  const subscribe = useSubscribe();
  const mine = programs.data?.find((item) => item.id === id);
  const subscribed = mine?.subscribed === true;
  const offeredVersion = mine?.offeredVersion;
  const accept = useAcceptVersion();
  // Keeping the version only puts the offer aside: it stays open, and the deck is left as it is.
  const [kept, setKept] = useState(false);
  const authorId = program.data?.author.id;
  const sameAuthor = (programs.data ?? []).filter((other) => other.id !== id && other.autorId === authorId);

  const action = (
    <div className="stack">
      {!subscribed && (mine?.conditions ?? []).length > 0 && !subscribe.isError && (
        <LiveSubscriptionConditions studyId={id} />
      )}
      {subscribe.isError && <SubscribeRefusal studyId={id} error={subscribe.error} />}
      {accept.isError && <ErrorAlert error={accept.error} />}
      {subscribed ? (
        <>
          <p className="notice" role="status" data-testid="subscribed">
            {t("program.subscribed")}
          </p>
          {accept.isSuccess && (
            <p className="notice" role="status" data-testid="version-accepted">
              {t("program.versionAccepted")}
            </p>
          )}
          {offeredVersion !== undefined &&
            (kept ? (
              <p className="notice" role="status" data-testid="version-kept">
                {t("program.versionKept")}{" "}
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={accept.isPending}
                  onClick={() => accept.mutate({ studyId: id, version: offeredVersion })}
                >
                  {t("program.acceptVersion")}
                </button>
              </p>
            ) : (
              <div role="group" aria-labelledby="new-version" className="stack">
                <p className="notice" id="new-version" data-testid="new-version">
                  {t("program.newVersion")}
                </p>
                <button
                  type="button"
                  className="btn btn--block"
                  data-testid="accept-version"
                  disabled={accept.isPending}
                  onClick={() => accept.mutate({ studyId: id, version: offeredVersion })}
                >
                  {t("program.acceptVersion")}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--block"
                  data-testid="keep-version"
                  onClick={() => setKept(true)}
                >
                  {t("program.keepVersion")}
                </button>
              </div>
            ))}
          <Link to="/app/patient/tasks" className="btn btn--primary btn--block" data-testid="open-deck">
            {t("program.openDeck")}
          </Link>
          <Link
            to="/app/patient/ressources/followUp/$studyId"
            params={{ studyId: id }}
            className="btn btn--block"
            data-testid="follow-up-link"
          >
            {t("programConditions.followUp")}
          </Link>
        </>
      ) : programs.isSuccess && !mine ? (
        // Not among the programs offered to this patient: joining would answer that it does not exist.
        <p className="notice" role="status" data-testid="not-offered">
          {t("programConditions.notOffered")}
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--primary btn--block"
          data-testid="subscribe"
          disabled={subscribe.isPending || subscribe.isSuccess || programs.isPending}
          onClick={() => subscribe.mutate(id)}
        >
          {subscribe.isPending ? t("programs.subscribing") : t("program.subscribe")}
        </button>
      )}
    </div>
  );

  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        {program.isPending && <PageSpinner />}
        {program.isError && (
          // Not found, or not available in the patient's language: the way on is another program.
          <div className="stack" data-testid="program-unavailable">
            <ErrorAlert error={program.error} />
            <Link to="/app/patient/program" className="btn btn--primary btn--block">
              {t("program.seeOthers")}
            </Link>
          </div>
        )}
        {program.isSuccess && <ProgramDetail mode="fullscreen" program={program.data} action={action} />}
        {program.isSuccess && <RatingsSection studyId={id} viewer="patient" />}
        {program.isSuccess && sameAuthor.length > 0 && (
          <section className="stack" aria-labelledby="same-author-title" data-testid="same-author">
            <h2 className="tile__title" id="same-author-title">
              {t("programConditions.sameAuthor", { name: program.data.author.name })}
            </h2>
            <ul className="program-grid">
              {sameAuthor.map((other) => (
                <ProgramDetail key={other.id} mode="autorCard" program={other} />
              ))}
            </ul>
          </section>
        )}
      </main>
    </>
  );
}
