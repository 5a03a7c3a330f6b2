import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { feedQuery } from "./queries";
import { SocialEventCard } from "./SocialEventCard";

/** A community's messages, newest first, 100 at a time with "load more"; "no message" when empty. */
export function CommunityFeed({ groupName }: { groupName: string }) {
  const t = useT();
  const api = useApi();
  const feed = useInfiniteQuery(feedQuery(api, groupName));
  if (feed.isPending) return <p className="skeleton skeleton--row" aria-busy="true" />;
  if (feed.isError) return <ErrorAlert error={feed.error} />;
  const events = feed.data.pages.flatMap((page) => page.items);
  return (
    <section className="community-feed" aria-label={t("community.feed.label")} data-testid="community-feed">
      {events.length === 0 && <p className="muted">{t("community.feed.none")}</p>}
      {events.map((event) => (
        <SocialEventCard key={event.id} event={event} />
      ))}
      {feed.hasNextPage && (
        <button
          type="button"
          className="btn btn--ghost btn--block"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {t("community.loadMore")}
        </button>
      )}
    </section>
  );
}
