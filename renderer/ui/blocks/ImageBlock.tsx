import { useState } from "react";
import type { ImageBlock as ImageBlockData } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import type { BlockProps } from "./types";
import { Picture } from "../Picture";

/** A picture with its text alternative and an optional caption. */
export function ImageBlock({ block }: BlockProps<ImageBlockData>) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (typeof block.src !== "string") throw new Error("image block without src");
  return (
    <figure className="block block--image">
      {failed ? (
        <p className="block__unavailable" role="status">
          {t("task.media.unavailable")}
        </p>
      ) : (
        <Picture src={block.src} alt={block.alt ?? ""} onError={() => setFailed(true)} />
      )}
      {block.caption && <figcaption className="block__caption">{block.caption}</figcaption>}
    </figure>
  );
}
