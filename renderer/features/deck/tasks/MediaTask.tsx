import { lazy, Suspense, useRef, useState } from "react";
import type { MediaTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { youtubeEmbedUrl } from "../../../ui/youtubeEmbedUrl";
import { Picture } from "../../../ui/Picture";
import { useLoadPriority, useVideoPreload } from "../../../ui/loadPriority";
import { useNearScreen } from "../../../ui/useNearScreen";
import { AfterHydration } from "../../../ui/AfterHydration";

// Only a YouTube card needs it.
const YouTubePlayer = lazy(() =>
  import("../../../ui/YouTubePlayer").then((module) => ({ default: module.YouTubePlayer })),
);

/**
 * An HTML5 video: a video element (with its controls) costs the browser half a millisecond to
 * build, a dozen times a picture's, so one below the screen keeps its box empty until it nears
 * the screen; the deck's current card shows its video at once.
 */
function Video({ src, label, onFail }: { src: string; label: string; onFail: () => void }) {
  const preload = useVideoPreload();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const current = useLoadPriority() === "high";
  if (!near && !current) return <div ref={box} className="task__media" />;
  return (
    <video
      className="task__media"
      src={src}
      controls
      playsInline
      preload={preload}
      aria-label={label}
      onError={onFail}
    />
  );
}

function Media({ params, onFail }: { params: MediaTaskParams; onFail: () => void }) {
  const t = useT();
  switch (params.mediaType) {
    case "image":
      return (
        <Picture className="task__media" src={params.mediaLink} alt={params.caption ?? ""} onError={onFail} />
      );
    case "video":
      return <Video src={params.mediaLink} label={params.caption ?? t("task.media.video")} onFail={onFail} />;
    case "youtube": {
      const src = youtubeEmbedUrl(params.mediaLink);
      if (!src) return null;
      return (
        <AfterHydration>
          <Suspense fallback={null}>
            <YouTubePlayer embedUrl={src} title={params.caption ?? t("task.media.youtube")} />
          </Suspense>
        </AfterHydration>
      );
    }
    default:
      throw new Error(
        `MEDIA task with unknown mediaType ${String((params as { mediaType?: unknown }).mediaType)}`,
      );
  }
}

/** An image, a YouTube video (behind its play button) or an HTML5 video, with an optional caption. */
export function MediaTask({ params, complete, submitted }: TaskProps<MediaTaskParams>) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const unusable = failed || (params.mediaType === "youtube" && youtubeEmbedUrl(params.mediaLink) === null);

  return (
    <div className="task task--media">
      <figure className="task__figure">
        {unusable ? (
          <p className="task__media-error" role="status" data-testid="media-unavailable">
            {t("task.media.unavailable")}
          </p>
        ) : (
          <Media params={params} onFail={() => setFailed(true)} />
        )}
        {params.caption && <figcaption className="task__caption">{params.caption}</figcaption>}
      </figure>
      <DoneButton disabled={submitted} onClick={() => complete({ done: true })} />
    </div>
  );
}
