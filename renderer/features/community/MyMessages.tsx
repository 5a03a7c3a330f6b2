import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { myEventsQuery, useDeleteEvent } from "./queries";
import { SocialEventCard } from "./SocialEventCard";

/** The patient's own messages with their status, 30 at a time; deleting one shows "deleted". */
export function MyMessages() {
  const t = useT();
  const api = useApi();
  const mine = useInfiniteQuery(myEventsQuery(api));
  const remove = useDeleteEvent();
  if (mine.isPending) return <p className="skeleton skeleton--row" aria-busy="true" />;
  if (mine.isError) return <ErrorAlert error={mine.error} />;
  const events = mine.data.pages.flatMap((page) => page.items);
  return (
    <section className="community-feed" data-testid="my-messages">
      {remove.isSuccess && (
        <p className="notice" role="status" data-testid="event-deleted">
          {t("community.deleted")}
        </p>
      )}
      {remove.isError && <ErrorAlert error={remove.error} />}
      {events.length === 0 && <p className="muted">{t("community.feed.none")}</p>}
      {events.map((event) => (
        <SocialEventCard
          key={event.id}
          event={event}
          deleting={remove.isPending}
          onDelete={(own) => remove.mutate(own.id)}
        />
      ))}
      {mine.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={mine.isFetchingNextPage}
          onClick={() => void mine.fetchNextPage()}
        >
          {t("community.loadMore")}
        </button>
      )}
    </section>
  );
}
