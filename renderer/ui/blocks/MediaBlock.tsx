import { lazy, Suspense, useState } from "react";
import type { MediaBlock as MediaBlockData } from "../../../card-schemas";
import { youtubeEmbedUrl } from "../youtubeEmbedUrl";
import { useT } from "../../app/i18n/useT";
import type { BlockProps } from "./types";
import { Picture } from "../Picture";
import { useVideoPreload } from "../loadPriority";
import { AfterHydration } from "../AfterHydration";

// Only a YouTube card needs it.
const YouTubePlayer = lazy(() =>
  import("../YouTubePlayer").then((module) => ({ default: module.YouTubePlayer })),
);

/** A picture, a YouTube video (behind its play button) or a video file, as the MEDIA task shows them. */
export function MediaBlock({ block }: BlockProps<MediaBlockData>) {
  const t = useT();
  const preload = useVideoPreload();
  const [failed, setFailed] = useState(false);
  const youtube = block.mediaType === "youtube" ? youtubeEmbedUrl(block.mediaLink) : null;
  let media;
  if (failed || (block.mediaType === "youtube" && youtube === null)) {
    media = (
      <p className="block__unavailable" role="status">
        {t("task.media.unavailable")}
      </p>
    );
  } else if (block.mediaType === "image") {
    media = <Picture src={block.mediaLink} alt={block.caption ?? ""} onError={() => setFailed(true)} />;
  } else if (block.mediaType === "video") {
    media = (
      <video
        src={block.mediaLink}
        controls
        playsInline
        preload={preload}
        aria-label={block.caption ?? t("task.media.video")}
        onError={() => setFailed(true)}
      />
    );
  } else if (youtube !== null) {
    media = (
      <AfterHydration>
        <Suspense fallback={null}>
          <YouTubePlayer embedUrl={youtube} title={block.caption ?? t("task.media.youtube")} />
        </Suspense>
      </AfterHydration>
    );
  } else {
    throw new Error(`media block with unknown mediaType ${String(block.mediaType)}`);
  }
  return (
    <figure className="block block--media">
      {media}
      {block.caption && <figcaption className="block__caption">{block.caption}</figcaption>}
    </figure>
  );
}
