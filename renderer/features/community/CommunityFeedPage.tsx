import { useInfiniteQuery, usePrefetchInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useEffect } from "react";
import {
  countsInPostLimit,
  isCommunityPost,
  messageDaysRemaining,
} from "../../../engine/community/communityFeed";
import { COMMUNITY_QUESTION_REWARD } from "../../../engine/community/questionDraft";
import { useApi } from "../../app/api/ApiContext";
import { communityLabel } from "./CommunityList";
import { CommunityFeed } from "./CommunityFeed";
import { MessageForm } from "./MessageForm";
import { communitiesQuery, feedQuery, myEventsQuery, useMarkRead } from "./queries";
import { useT } from "../../app/i18n/useT";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import "./community.css";

/**
 * /app/patient/community/byName/{communityName}: the message form (or the days remaining), the
 * question and vote tiles, and the feed. Opening it marks the community read.
 */
export function CommunityFeedPage() {
  const t = useT();
  const api = useApi();
  const { communityName } = useParams({ from: "/app/patient/community/byName/$communityName" });
  const communities = useQuery(communitiesQuery(api));
  const mine = useInfiniteQuery(myEventsQuery(api));
  // Asked beside the patient's own messages, though drawn once they are in (below).
  usePrefetchInfiniteQuery(feedQuery(api, communityName));
  const markRead = useMarkRead();
  const entry = communities.data?.items.find((item) => item.name === communityName);
  const title = communityLabel(t, entry ?? { name: communityName, label: null });
  useDocumentTitle(title, t("community.description"));
  const { mutate } = markRead;
  useEffect(() => mutate(communityName), [communityName, mutate]);

  // A shared picture counts like a message, a refused post does not (docs/features/community.md).
  const lastMessage = mine.data?.pages[0]?.items.find(
    (event) => isCommunityPost(event.type) && countsInPostLimit(event.status),
  );
  const daysRemaining = messageDaysRemaining(lastMessage ? new Date(lastMessage.datetime) : null, new Date());
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        <Link to="/app/patient/community" className="btn btn--ghost">
          {t("community.back")}
        </Link>
        <h1 className="page__title">{title}</h1>
        {/* The form (or the days remaining) comes first: what is below waits for it rather than jump
            down under a finger when it arrives. */}
        {mine.isPending ? (
          <p className="skeleton skeleton--row" aria-busy="true" data-testid="message-form-loading" />
        ) : (
          <>
            {mine.isSuccess && <MessageForm groupName={communityName} daysRemaining={daysRemaining} />}
            <div className="community-tiles">
              <Link
                to="/app/patient/community/byName/$communityName/questions"
                params={{ communityName }}
                className="tile community-tile"
                data-testid="ask-question"
              >
                <span>{t("community.question.ask")}</span>
                <span className="muted">
                  {t("community.question.reward", { count: COMMUNITY_QUESTION_REWARD })}
                </span>
              </Link>
              <Link
                to="/app/patient/community/byName/$communityName/votes"
                params={{ communityName }}
                className="tile community-tile"
                data-testid="vote-link"
              >
                {t("community.question.vote")}
              </Link>
            </div>
            <h2 className="tile__title">{t("community.feed.title")}</h2>
            <CommunityFeed groupName={communityName} />
          </>
        )}
      </main>
    </>
  );
}
