import { useQuery } from "@tanstack/react-query";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useApi } from "../../app/api/ApiContext";
import { guestEventQuery } from "./queries";
import { SocialEventCard } from "./SocialEventCard";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { GuestHeader } from "../../app/shell/GuestHeader";
import "./community.css";
import { meQuery } from "../../app/session/queries";

/**
 * /app/guest/ressources/socialEvent/{id}: a validated message for anyone; reacting or commenting
 * signs in first, unless the reader is a signed-in patient, who acts here as in the feed.
 */
export function GuestSocialEventPage() {
  const t = useT();
  useDocumentTitle(t("community.guest.pageTitle"), t("community.description"));
  const api = useApi();
  const navigate = useNavigate();
  const { id } = useParams({ from: "/app/guest/ressources/socialEvent/$id" });
  const event = useQuery(guestEventQuery(api, id));
  const me = useQuery(meQuery(api));
  const member = me.data?.role === "patient";
  const signIn = () =>
    void navigate({ to: "/app/guest/auth", search: { nextPage: `/app/guest/ressources/socialEvent/${id}` } });
  return (
    <>
      <GuestHeader />
      <main id="main" className="page">
        <h1 className="page__title">{t("community.guest.pageTitle")}</h1>
        {event.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
        {event.isError && <ErrorAlert error={event.error} />}
        {event.isSuccess && <SocialEventCard event={event.data} onGuest={member ? undefined : signIn} />}
      </main>
    </>
  );
}
