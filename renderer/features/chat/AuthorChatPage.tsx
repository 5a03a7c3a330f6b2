import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import type { PatientChat } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { isApiError } from "../../app/api/client";
import { ChatComposer } from "./ChatComposer";
import { ChatNotificationToggle } from "./ChatNotificationToggle";
import { ChatThread } from "./ChatThread";
import { usePatientChatLabels } from "./usePatientChatLabels";
import { patientChatQuery, useChatNotification, useSendChatMessage } from "./queries";
import { useT } from "../../app/i18n/useT";
import { STREAM_PATH } from "../rewards";
import { useChatStream } from "./chatStream";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";
import "./chat.css";
import { callKey } from "../../app/api/callKey";
import { NeedsNetwork } from "../../app/offline/NeedsNetwork";

const route = getRouteApi("/app/patient/contact/autors/$autorId");

/** Why the patient may not write, and where they may go from there. */
function Refusal({ chat }: { chat: PatientChat }) {
  const t = useT();
  return (
    <div className="chat-refusal" role="note" data-testid="chat-refusal">
      <p>
        {chat.access.refusal === "AUTHOR_WITHOUT_PRO"
          ? t("chat.refusal.noPro", { name: chat.autor.name })
          : chat.access.refusal === "CHAT_COMMUNITY_CLOSED"
            ? t("chat.refusal.closed", { name: chat.autor.name })
            : t("chat.refusal.linkRequired", { name: chat.autor.name })}
      </p>
      {chat.autor.followOffered && (
        <a
          className="btn btn--primary"
          href={`/app/patient/ressources/autors/${encodeURIComponent(chat.autor.id)}`}
        >
          {t("chat.refusal.follow", { name: chat.autor.name })}
        </a>
      )}
    </div>
  );
}

/** /app/patient/contact/autors/{autorId}: the patient's chat with an author, live (docs/features/chat.md). */
export function AuthorChatPage() {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const { autorId } = route.useParams();
  const live = useChatStream(STREAM_PATH, (event) => {
    if (event.autorId === autorId)
      void queryClient.invalidateQueries({
        queryKey: callKey("GET /api/patient/autors/:autorId/chat", { params: { autorId } }),
      });
  });
  const chat = useQuery(patientChatQuery(api, autorId, live));
  const send = useSendChatMessage(autorId);
  const notification = useChatNotification(autorId);
  const name = chat.data?.autor.name ?? "";
  const labels = usePatientChatLabels(name);
  useDocumentTitle(chat.data ? t("chat.pageTitle", { name }) : t("chat.loading"));

  return (
    <>
      <AppHeader />
      <main id="main" className="page chat">
        <h1 className="page__title">{chat.data ? t("chat.pageTitle", { name }) : t("chat.loading")}</h1>
        <NeedsNetwork />
        {chat.isPending && <PageSpinner />}
        {chat.isError && <ErrorAlert error={chat.error} />}
        {chat.data && (
          <>
            {chat.data.notification !== null && (
              <ChatNotificationToggle
                label={t("chat.notification.label")}
                hint={t("chat.notification.hint", { name })}
                value={
                  (notification.isPending ? notification.variables : undefined) ?? chat.data.notification
                }
                pending={notification.isPending}
                onChange={(value) => notification.mutate(value)}
              />
            )}
            <ChatThread messages={chat.data.items} reader="user" labels={labels.thread} />
            {/* A refusal (403, or 409 AUTHOR_WITHOUT_PRO) read the chat again, whose explanation replaces the box. */}
            {send.isError &&
              !(
                isApiError(send.error) &&
                (send.error.status === 403 || send.error.code === "AUTHOR_WITHOUT_PRO")
              ) && <ErrorAlert error={send.error} />}
            {chat.data.access.allowed ? (
              <ChatComposer
                labels={labels.composer}
                disabled={send.isPending}
                onSend={(message) => send.mutateAsync(message)}
              />
            ) : (
              <Refusal chat={chat.data} />
            )}
          </>
        )}
      </main>
    </>
  );
}
