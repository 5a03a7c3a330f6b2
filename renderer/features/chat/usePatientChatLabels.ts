import type { ChatComposerLabels } from "./ChatComposer";
import type { ChatThreadLabels } from "./ChatThread";
import { useIntl, useT } from "../../app/i18n/useT";

/** The patient's words for the chat with the author `name` (catalog area `chat.`). */
export function usePatientChatLabels(name: string): {
  thread: ChatThreadLabels;
  composer: ChatComposerLabels;
} {
  const t = useT();
  const intl = useIntl();
  return {
    thread: {
      label: t("chat.thread.label", { name }),
      empty: t("chat.thread.empty"),
      you: t("chat.thread.you"),
      them: name,
      opened: t("chat.thread.opened"),
      notOpened: t("chat.thread.notOpened"),
      sentAt: (datetime) => intl.formatDate(datetime, { dateStyle: "short", timeStyle: "short" }),
    },
    composer: {
      label: t("chat.composer.label"),
      placeholder: t("chat.composer.placeholder", { name }),
      counter: (length, max) => t("chat.composer.counter", { length, max }),
      tooLong: t("chat.composer.tooLong"),
      send: t("chat.composer.send"),
    },
  };
}
