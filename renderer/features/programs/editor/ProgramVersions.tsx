import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProgramVersionSummary } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useProT } from "../../../app/pro/i18n/useProT";
import { callKey } from "../../../app/api/callKey";

/** Each published version with the patients following it. */
export function VersionList({ versions }: { versions: ProgramVersionSummary[] }) {
  const t = useProT();
  return (
    <ul className="pro-card__versions" aria-label={t("pro.programs.versions")}>
      {versions.map((version) => (
        <li key={version.version}>
          {t("pro.programs.version", { version: version.version, count: version.patients })}
        </li>
      ))}
    </ul>
  );
}

/** The latest version offered to the patients of older ones, once the author confirms. */
function OfferLatest({
  proId,
  programId,
  latest,
  waiting,
}: {
  proId: string;
  programId: string;
  latest: number;
  waiting: number;
}) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const offer = useMutation({
    // The variables are the patients the offer reaches, for the message once it is made.
    mutationFn: (_offered: { version: number; count: number }) =>
      api.call("PUT /api/pro/:proId/program/:id/offer", { params: { proId, id: programId } }),
    onSuccess: (answer) => {
      setConfirming(false);
      queryClient.setQueryData(
        callKey("GET /api/pro/:proId/program/:id", { params: { proId, id: programId } }),
        answer,
      );
      return queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/program", { params: { proId } }),
      });
    },
  });
  const values = { version: latest, count: waiting };
  return (
    <>
      {offer.isSuccess && (
        <p className="notice" role="status" data-testid="offer-result">
          {t("pro.versions.offered", offer.variables)}
        </p>
      )}
      {offer.error && <ErrorAlert error={offer.error} />}
      {confirming ? (
        <p role="group" aria-label={t("pro.versions.confirm", values)}>
          {t("pro.versions.confirm", values)}{" "}
          <button
            type="button"
            className="btn btn--primary"
            disabled={offer.isPending}
            onClick={() => offer.mutate(values)}
          >
            {t("pro.versions.confirmOffer")}
          </button>{" "}
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t("pro.versions.notNow")}
          </button>
        </p>
      ) : (
        !offer.isSuccess && (
          <button type="button" className="btn" onClick={() => setConfirming(true)}>
            {t("pro.versions.offer", values)}
          </button>
        )
      )}
    </>
  );
}

/**
 * The editor's versions: the patients on each, and the latest offered to those on older ones (their
 * deck changes only if they accept it).
 */
export function ProgramVersions({
  proId,
  programId,
  versions,
}: {
  proId: string;
  programId: string;
  versions: ProgramVersionSummary[];
}) {
  const t = useProT();
  const latest = Math.max(0, ...versions.map((version) => version.version));
  const waiting = versions
    .filter((version) => version.version < latest)
    .reduce((sum, version) => sum + version.patients, 0);
  return (
    <section className="pro-section" aria-labelledby="pro-versions">
      <h2 id="pro-versions" className="pro-section__title">
        {t("pro.programs.versions")}
      </h2>
      {versions.length === 0 ? (
        <p className="muted">{t("pro.programs.neverPublished")}</p>
      ) : (
        <VersionList versions={versions} />
      )}
      {/* A new version is a new offer to make: the previous one's message goes with it. */}
      {waiting > 0 && (
        <OfferLatest key={latest} proId={proId} programId={programId} latest={latest} waiting={waiting} />
      )}
    </section>
  );
}
