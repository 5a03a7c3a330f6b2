import { createContext, useContext, useEffect, useRef, useState } from "react";
import type { ChatEvent } from "../../../card-schemas";
import { openLiveStream } from "../../app/api/liveStream";

export type ChatListener = (event: ChatEvent) => void;
/** Listens to the `chat` events of the stream at `path`; `onLive` says when it is up or down. */
export type SubscribeChat = (
  path: string,
  listener: ChatListener,
  onLive: (live: boolean) => void,
) => () => void;

/** The patient's stream (PatientStreamEvents) and the pro's (ProStreamEvents) both carry `chat`. */
const CHAT = "chat";

/** The server's stream, live from its `ready` until an error (app/api/liveStream.ts: it comes back after any failure, missing nothing). */
export const eventSourceChat: SubscribeChat = (path, listener, onLive) =>
  openLiveStream(path, {
    onLive,
    events: {
      [CHAT]: (data) => {
        try {
          // The server's data of this event, as the streams' schemas say (checked in their tests).
          listener(JSON.parse(data) as ChatEvent);
        } catch {
          // A malformed event is not ours to show.
        }
      },
    },
  });

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
