import { useState } from "react";
import { useT } from "../app/i18n/useT";
import "./youtubePlayer.css";

/**
 * A YouTube video behind a button: until the patient asks to play it, nothing is loaded from
 * YouTube, which would otherwise learn who opens which card (engine/shared/foreignMedia.ts). The
 * button says where the video comes from; once pressed, the privacy-enhanced player starts.
 */
export function YouTubePlayer({ embedUrl, title }: { embedUrl: string; title: string }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  return (
    <div className="task__frame">
      {playing ? (
        <iframe
          src={`${embedUrl}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className="youtube-player__start" onClick={() => setPlaying(true)}>
          <span className="youtube-player__icon" aria-hidden="true">
            ▶
          </span>
          <span className="youtube-player__label">{t("task.media.youtubePlay")}</span>
          <span className="youtube-player__notice">{t("task.media.youtubeNotice")}</span>
        </button>
      )}
    </div>
  );
}
