import { lazy, Suspense, useState } from "react";
import type { MediaTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { DoneButton } from "../../../cards/DoneButton";
import type { TaskProps } from "../../../cards/types";
import { youtubeEmbedUrl } from "../../../ui/youtubeEmbedUrl";
import { Picture } from "../../../ui/Picture";
import { useVideoPreload } from "../../../ui/loadPriority";
import { AfterHydration } from "../../../ui/AfterHydration";

// Only a YouTube card needs it.
const YouTubePlayer = lazy(() =>
  import("../../../ui/YouTubePlayer").then((module) => ({ default: module.YouTubePlayer })),
);

function Media({ params, onFail }: { params: MediaTaskParams; onFail: () => void }) {
  const t = useT();
  const preload = useVideoPreload();
  switch (params.mediaType) {
    case "image":
      return (
        <Picture className="task__media" src={params.mediaLink} alt={params.caption ?? ""} onError={onFail} />
      );
    case "video":
      return (
        <video
          className="task__media"
          src={params.mediaLink}
          controls
          playsInline
          preload={preload}
          aria-label={params.caption ?? t("task.media.video")}
          onError={onFail}
        />
      );
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
