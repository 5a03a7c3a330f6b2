import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ProChatSummary } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { useIntl } from "../../../app/i18n/useT";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { useChatStream } from "../chatStream";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { proChatsQuery, proStreamPath } from "./queries";
import "../chat.css";
import { callKey } from "../../../app/api/callKey";

function Conversation({ chat }: { chat: ProChatSummary }) {
  const t = useProT();
  const intl = useIntl();
  const name = chat.name ?? t("pro.messages.unnamed");
  const { lastMessage } = chat;
  return (
    <li>
      <Link
        to="/app/pro/messages/$userId"
        params={{ userId: chat.userId }}
        className="chat-list__item"
        data-testid="pro-chat-item"
        data-unread={chat.unread}
      >
        <strong>
          {chat.unread && <span className="chat-unread" aria-hidden="true" />}
          {name}
        </strong>
        {chat.unread && <span className="visually-hidden"> ({t("pro.messages.unread")})</span>}
        <span className="chat-list__preview">
          {lastMessage.fromUser ? "" : `${t("pro.messages.you")} `}
          {lastMessage.message}
        </span>
        <time className="muted" dateTime={lastMessage.datetime}>
          {intl.formatDate(lastMessage.datetime, { dateStyle: "short", timeStyle: "short" })}
        </time>
      </Link>
    </li>
  );
}

/** /app/pro/messages: the author's conversations with patients, newest first, unread ones marked, live. */
export function ProMessagesPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const queryClient = useQueryClient();
  const live = useChatStream(proStreamPath(proId), () => {
    void queryClient.invalidateQueries({
      queryKey: callKey("GET /api/pro/:proId/chats", { params: { proId } }),
      exact: true,
    });
  });
  const chats = useQuery(proChatsQuery(api, proId, live));
  useDocumentTitle(t("pro.messages.title"));
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.messages.title")}</h1>
      {chats.isPending ? (
        <PageSpinner />
      ) : chats.error ? (
        <ErrorAlert error={chats.error} />
      ) : chats.data.items.length === 0 ? (
        <p className="muted">{t("pro.messages.empty")}</p>
      ) : (
        <ul className="chat-list" aria-label={t("pro.messages.listLabel")}>
          {chats.data.items.map((chat) => (
            <Conversation key={chat.chatName} chat={chat} />
          ))}
        </ul>
      )}
    </main>
  );
}
