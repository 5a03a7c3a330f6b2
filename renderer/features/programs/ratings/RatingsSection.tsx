import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { programRatingsQuery, myRatingQuery, useRateStudy } from "./queries";
import { RatingForm } from "./RatingForm";
import { RatingList } from "./RatingList";
import "./ratings.css";

/** What a patient sees above the list: the form, or why there is none (docs/features/programs.md). */
function PatientRating({ studyId }: { studyId: string }) {
  const t = useT();
  const api = useApi();
  const mine = useQuery(myRatingQuery(api, studyId));
  const rate = useRateStudy(studyId);
  if (mine.isError) return <ErrorAlert error={mine.error} />;
  if (!mine.data) return null;
  if (mine.data.state === "NOT_FINISHED") {
    return (
      <p className="notice" role="status" data-testid="rating-not-finished">
        {t("ratings.finishToRate")}
      </p>
    );
  }
  if (mine.data.state === "ALREADY_RATED" || rate.isSuccess) {
    return (
      <p className="notice" role="status" data-testid="rating-already-rated">
        {t("ratings.alreadyRated")}
      </p>
    );
  }
  return (
    <>
      {rate.isError && <ErrorAlert error={rate.error} />}
      <RatingForm onSubmit={(rating) => rate.mutate(rating)} pending={rate.isPending} />
    </>
  );
}

export interface RatingsSectionProps {
  studyId: string;
  /** A signed-in patient may rate; a guest reads, with a link to sign in. */
  viewer: "guest" | "patient" | "other";
}

/** A program's ratings (docs/features/programs.md): the title, the rating form or its status, the comments. */
export function RatingsSection({ studyId, viewer }: RatingsSectionProps) {
  const t = useT();
  const api = useApi();
  const ratings = useQuery(programRatingsQuery(api, studyId));
  return (
    <section className="tile ratings" data-testid="ratings" aria-labelledby={`ratings-${studyId}`}>
      <h2 className="tile__title" id={`ratings-${studyId}`}>
        {t("ratings.title")}
      </h2>
      {viewer === "patient" && <PatientRating studyId={studyId} />}
      {viewer === "guest" && (
        <Link
          to="/app/guest/auth"
          search={{ nextPage: `/app/patient/ressources/studies/${studyId}` }}
          data-testid="rating-sign-in"
        >
          {t("ratings.signInToRate")}
        </Link>
      )}
      {ratings.isError && <ErrorAlert error={ratings.error} />}
      {ratings.data && <RatingList ratings={ratings.data} />}
    </section>
  );
}
