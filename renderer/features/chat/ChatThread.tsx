import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../../card-schemas";
import "../../ui/thread.css";

export interface ChatThreadLabels {
  /** The log's name for screen readers. */
  label: string;
  empty: string;
  /** Who wrote a message: the reader, or the other side. */
  you: string;
  them: string;
  /** The mark under the reader's own messages. */
  opened: string;
  notOpened: string;
  /** When a message was sent, in words. */
  sentAt: (datetime: string) => string;
}

export interface ChatThreadProps {
  messages: readonly ChatMessage[];
  /** Which side reads: the patient's messages are theirs (`user`), the author's the pro's (`autor`). */
  reader: "user" | "autor";
  labels: ChatThreadLabels;
}

/** The chat's messages, oldest first, the reader's own on the right with whether the other side opened them. */
export function ChatThread({ messages, reader, labels }: ChatThreadProps) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [last]);

  return (
    <div
      className="thread"
      role="log"
      aria-label={labels.label}
      data-testid="chat-thread"
      // Scrollable: reachable by keyboard so its older messages can be read.
      tabIndex={0}
    >
      <ol className="thread__list">
        {messages.length === 0 && <li className="muted">{labels.empty}</li>}
        {messages.map((message) => {
          const mine = message.fromUser === (reader === "user");
          return (
            <li
              key={message.id}
              className={`bubble bubble--${mine ? "mine" : "theirs"}`}
              data-testid={mine ? "chat-mine" : "chat-theirs"}
            >
              <span className="visually-hidden">{mine ? labels.you : labels.them}</span>
              <span className="bubble__text">{message.message}</span>
              <span className="chat-bubble__meta">
                <time dateTime={message.datetime}>{labels.sentAt(message.datetime)}</time>
                {mine && (
                  <span data-testid="chat-opened" data-opened={message.opened}>
                    {" · "}
                    {message.opened ? labels.opened : labels.notOpened}
                  </span>
                )}
              </span>
            </li>
          );
        })}
        <li ref={end} className="thread__end" aria-hidden="true" />
      </ol>
    </div>
  );
}
