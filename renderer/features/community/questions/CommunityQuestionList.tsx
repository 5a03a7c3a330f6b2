import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { LikeButton } from "./LikeButton";
import { questionPage } from "./queries";
import { callKey } from "../../../app/api/callKey";
import { QuestionListItem } from "./QuestionListItem";

interface CommunityQuestionListProps {
  groupName: string;
  /** previous: the questions asked, 20 a page with "load more"; moderated: the vote list with likes. */
  status: "previous" | "moderated";
}

/** A community's previous questions, or its moderated questions to vote on (docs/features/community.md). */
export function CommunityQuestionList({ groupName, status }: CommunityQuestionListProps) {
  const t = useT();
  const api = useApi();
  const list = useInfiniteQuery({
    // Every page's query but its token: the pages are one entry.
    queryKey: callKey("GET /api/patient/communityQuestions", { query: { groupName, status } }),
    queryFn: ({ pageParam, signal }) => questionPage(api, groupName, status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextToken ?? undefined,
  });
  if (list.isPending) {
    return (
      <p className="muted" role="status">
        {t("communityQuestions.loading")}
      </p>
    );
  }
  if (list.isError) return <ErrorAlert error={list.error} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="muted" data-testid="questions-empty">
        {status === "previous" ? t("communityQuestions.empty.previous") : t("communityQuestions.empty.votes")}
      </p>
    );
  }
  return (
    <>
      <ul className="question-list" data-testid={`questions-${status}`}>
        {items.map((question) => (
          <QuestionListItem
            key={question.id}
            question={question}
            action={status === "moderated" ? <LikeButton question={question} /> : undefined}
          />
        ))}
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className="btn btn--block"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t("communityQuestions.list.more")}
        </button>
      )}
    </>
  );
}
