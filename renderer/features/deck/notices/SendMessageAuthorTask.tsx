import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../../../engine/tracking";
import { useApi } from "../../../app/api/ApiContext";
import { useT } from "../../../app/i18n/useT";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import type { AuthorTaskProps } from "./authorTaskProps";

/**
 * SEND_MESSAGE: the author's prompt and a textarea; Send posts the message to the author
 * (POST /api/patient/autors/{autorId}/messages) and completes the card.
 */
export function SendMessageAuthorTask({
  task,
  autorId,
  complete,
  submitted,
}: AuthorTaskProps<"SEND_MESSAGE">) {
  const t = useT();
  const api = useApi();
  const fieldId = useId();
  const [message, setMessage] = useState("");
  const send = useMutation({
    mutationFn: (text: string) =>
      api.call("POST /api/patient/autors/:autorId/messages", {
        params: { autorId },
        body: { message: text },
      }),
    onSuccess: (value) => complete({ done: true, data: { messageId: value.id } }),
  });
  const text = message.trim();

  return (
    <form
      className="notice__actions"
      onSubmit={(event) => {
        event.preventDefault();
        if (text) send.mutate(text);
      }}
    >
      <label htmlFor={fieldId}>{task.prompt}</label>
      <textarea
        id={fieldId}
        className="notice__textarea"
        data-testid="send-message-text"
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={message}
        disabled={submitted || send.isPending}
        placeholder={t("notice.autorTask.messagePlaceholder")}
        onChange={(event) => setMessage(event.target.value)}
      />
      {send.isError && <ErrorAlert error={send.error} />}
      {send.isSuccess && (
        <p className="notice__status" role="status">
          {t("notice.autorTask.messageSent")}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary btn--block"
        data-primary-action=""
        data-testid="send-message-send"
        disabled={submitted || send.isPending || text.length === 0}
      >
        {t("notice.autorTask.send")}
      </button>
    </form>
  );
}
