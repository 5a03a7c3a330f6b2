import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { AssistantView } from "../../../card-schemas";
import { isApiError } from "../../app/api/client";
import { useT } from "../../app/i18n/useT";
import { useSnackbar } from "../../ui/Snackbar";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { ExampleQuestions } from "./ExampleQuestions";
import { MessageComposer } from "./MessageComposer";
import { AnswerLinks } from "./AnswerLinks";
import { NoMoreToken } from "./NoMoreToken";
import { useSendAssistantMessage } from "./queries";
import { TokenCounter } from "./TokenCounter";
import "../../ui/thread.css";
import "./assistant.css";
import { callKey } from "../../app/api/callKey";

/** True when the patient cannot send another message until they buy tokens or the month changes. */
export function isOutOfTokens(
  view: Pick<AssistantView, "freeTokens" | "boughtTokens" | "unlimited">,
): boolean {
  return !view.unlimited && view.freeTokens + view.boughtTokens === 0;
}

/** The conversation once the consent is given: history, token counter, example questions, message box. */
export function AssistantChat({ view }: { view: AssistantView }) {
  const t = useT();
  const queryClient = useQueryClient();
  const send = useSendAssistantMessage();
  const { snackbar, show } = useSnackbar();
  const end = useRef<HTMLLIElement>(null);
  const noMoreToken = isOutOfTokens(view) || (isApiError(send.error) && send.error.code === "NO_MORE_TOKEN");
  const unavailable = isApiError(send.error) && send.error.code === "ASSISTANT_UNAVAILABLE";
  const otherError = send.isError && !noMoreToken && !unavailable;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [view.history.length, send.isPending]);

  function ask(message: string) {
    if (send.isPending) return;
    send.mutate(message);
  }

  return (
    <div className="assistant-chat">
      <TokenCounter
        freeTokens={view.freeTokens}
        boughtTokens={view.boughtTokens}
        unlimited={view.unlimited}
      />
      <div
        className="thread"
        role="log"
        aria-label={t("assistant.history.label")}
        data-testid="assistant-history"
        // Scrollable: reachable by keyboard so its older messages can be read.
        tabIndex={0}
      >
        <ol className="thread__list">
          {view.history.length === 0 && !send.isPending && (
            <li className="bubble bubble--theirs">{t("assistant.history.empty")}</li>
          )}
          {view.history.map((message) => (
            <li
              key={message.id}
              className={`bubble bubble--${message.fromUser ? "mine" : "theirs"}`}
              data-testid={message.fromUser ? "assistant-question" : "assistant-answer"}
            >
              <span className="visually-hidden">
                {message.fromUser ? t("assistant.history.you") : t("assistant.history.bot")}
              </span>
              {!message.fromUser && message.builtIn && (
                <span className="badge assistant-bubble__badge">{t("assistant.history.builtIn")}</span>
              )}
              <span className="bubble__text">{message.message}</span>
              {message.variables && <AnswerLinks variables={message.variables} />}
            </li>
          ))}
          {send.isPending && (
            <>
              <li className="bubble bubble--mine assistant-bubble--pending">{send.variables}</li>
              <li className="bubble bubble--theirs" aria-busy="true">
                {t("assistant.history.thinking")}
              </li>
            </>
          )}
          <li ref={end} aria-hidden="true" className="thread__end" />
        </ol>
      </div>
      {unavailable && (
        <p className="alert" role="alert" data-testid="assistant-unavailable">
          {t("assistant.unavailable")}
        </p>
      )}
      {otherError && <ErrorAlert error={send.error} />}
      {noMoreToken ? (
        <NoMoreToken
          onSubscribed={() => {
            show(t("assistant.subscribed"), "success");
            send.reset();
            void queryClient.invalidateQueries({ queryKey: callKey("GET /api/patient/assistant") });
          }}
        />
      ) : (
        <>
          <ExampleQuestions onAsk={ask} disabled={send.isPending} />
          <MessageComposer onSend={ask} disabled={send.isPending} />
        </>
      )}
      {snackbar}
    </div>
  );
}
