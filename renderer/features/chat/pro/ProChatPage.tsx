import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { ChatComposer } from "../ChatComposer";
import { ChatNotificationToggle } from "../ChatNotificationToggle";
import { ChatThread } from "../ChatThread";
import { useIntl } from "../../../app/i18n/useT";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { useChatStream } from "../chatStream";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { proChatQuery, proStreamPath, useProChatNotification, useSendProMessage } from "./queries";
import "../chat.css";
import { callKey } from "../../../app/api/callKey";

const route = getRouteApi("/app/pro/messages/$userId");

/** /app/pro/messages/{userId}: the author's chat with one patient, live, with the pro's notification toggle. */
export function ProChatPage() {
  const t = useProT();
  const intl = useIntl();
  const api = useApi();
  const proId = useProId();
  const { userId } = route.useParams();
  const queryClient = useQueryClient();
  const live = useChatStream(proStreamPath(proId), (event) => {
    if (event.userId === userId)
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/user/:userId/message/", { params: { proId, userId } }),
      });
  });
  const chat = useQuery(proChatQuery(api, proId, userId, live));
  const send = useSendProMessage(proId, userId);
  const notification = useProChatNotification(proId, userId);
  const name = chat.data ? (chat.data.name ?? t("pro.messages.unnamed")) : "";
  const title = chat.data ? t("pro.chat.title", { name }) : t("pro.messages.title");
  useDocumentTitle(title);

  return (
    <main id="main" className="page pro-page chat">
      <Link to="/app/pro/messages" className="btn btn--ghost">
        {t("pro.chat.back")}
      </Link>
      <h1 className="page__title">{title}</h1>
      {chat.isPending && <PageSpinner />}
      {chat.isError && <ErrorAlert error={chat.error} />}
      {chat.data && (
        <>
          {chat.data.notification !== null && (
            <ChatNotificationToggle
              label={t("pro.chat.notification")}
              hint={t("pro.chat.notificationHint", { name })}
              value={(notification.isPending ? notification.variables : undefined) ?? chat.data.notification}
              pending={notification.isPending}
              onChange={(value) => notification.mutate(value)}
            />
          )}
          <ChatThread
            messages={chat.data.items}
            reader="autor"
            labels={{
              label: t("pro.chat.threadLabel", { name }),
              empty: t("pro.chat.empty"),
              you: t("pro.chat.you"),
              them: name,
              opened: t("pro.chat.opened"),
              notOpened: t("pro.chat.notOpened"),
              sentAt: (datetime) => intl.formatDate(datetime, { dateStyle: "short", timeStyle: "short" }),
            }}
          />
          {/* A refusal (403) read the chat again, whose explanation replaces the box. */}
          {send.isError && !(isApiError(send.error) && send.error.status === 403) && (
            <ErrorAlert error={send.error} />
          )}
          {chat.data.access.allowed ? (
            <ChatComposer
              labels={{
                label: t("pro.chat.composer"),
                placeholder: t("pro.chat.placeholder", { name }),
                counter: (length, max) => t("pro.chat.counter", { length, max }),
                tooLong: t("pro.chat.tooLong"),
                send: t("pro.chat.send"),
              }}
              disabled={send.isPending}
              onSend={(message) => send.mutateAsync(message)}
            />
          ) : (
            <p className="chat-refusal" role="note" data-testid="chat-refusal">
              {t("pro.chat.closed", { name })}
            </p>
          )}
        </>
      )}
    </main>
  );
}
