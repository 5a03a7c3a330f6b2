import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { ChatEvent } from "../../../card-schemas";

export type ChatListener = (event: ChatEvent) => void;
/** Listens to the `chat` events of the stream at `path`; `onLive` says when it is up or down. */
export type SubscribeChat = (
  path: string,
  listener: ChatListener,
  onLive: (live: boolean) => void,
) => () => void;

/** The patient's stream (PatientStreamEvents) and the pro's (ProStreamEvents) both carry `chat`. */
const CHAT = "chat";

/** The server's stream through EventSource, live from its `ready` until an error; silent where there is none. */
export const eventSourceChat: SubscribeChat = (path, listener, onLive) => {
  if (typeof EventSource === "undefined") return () => {};
  const source = new EventSource(path, { withCredentials: true });
  source.addEventListener("ready", () => onLive(true));
  source.addEventListener("error", () => onLive(false));
  source.addEventListener(CHAT, (message) => {
    try {
      // The server's data of this event, as the streams' schemas say (checked in their tests).
      listener(JSON.parse((message as MessageEvent<string>).data) as ChatEvent);
    } catch {
      // A malformed event is not ours to show.
    }
  });
  return () => source.close();
};

/** Where chat events come from: the server's streams, or a fake in stories and tests. */
export const ChatStreamContext = createContext<SubscribeChat>(eventSourceChat);

/**
 * Calls `listener` with each chat event of the stream at `path` while mounted. Answers whether the
 * stream is live: while it is not, the chat reads its messages again on a timer (CHAT_REFETCH_MS).
 */
export function useChatStream(path: string, listener: ChatListener): boolean {
  const subscribe = useContext(ChatStreamContext);
  const [live, setLive] = useState(false);
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const stop = subscribe(path, (event) => latest.current(event), setLive);
    return () => {
      stop();
      setLive(false);
    };
  }, [subscribe, path]);
  return live;
}
