import { useState } from "react";
import type { AnalysisGalleryCard } from "../../../../card-schemas";
import { useIntl, useT } from "../../../app/i18n/useT";
import { FullscreenPanel } from "../../../ui/FullscreenPanel";
import { Picture } from "../../../ui/Picture";
import { AnalysisCardFrame } from "../AnalysisCardFrame";
import "./gallery.css";

type GalleryPicture = AnalysisGalleryCard["pictures"][number];

/** What a picture is, in words: its data value (or that it was shared) and its day. */
function usePictureName() {
  const t = useT();
  const intl = useIntl();
  return (picture: GalleryPicture) => {
    const date = intl.formatDate(`${picture.date}T12:00:00Z`, { dateStyle: "long", timeZone: "UTC" });
    return picture.source === "social"
      ? t("analysis.gallery.shared", { date })
      : t("analysis.gallery.private", { label: picture.label ?? "", date });
  };
}

/** One picture full screen, with the previous and next ones; Escape or the close button closes it. */
function PictureViewer({
  pictures,
  index,
  onMove,
  onClose,
}: {
  pictures: readonly GalleryPicture[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const name = usePictureName();
  const picture = pictures[index]!;
  return (
    <FullscreenPanel
      title={t("analysis.gallery.position", { position: index + 1, count: pictures.length })}
      closeLabel={t("analysis.gallery.close")}
      onClose={onClose}
      testId="gallery-viewer"
    >
      <figure className="gallery-viewer">
        <Picture
          key={picture.id}
          src={picture.url}
          alt={name(picture)}
          shape="full"
          className="gallery-viewer__picture"
        />
        <figcaption data-testid="gallery-viewer-caption">{name(picture)}</figcaption>
      </figure>
      <div className="gallery-viewer__nav">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          data-testid="gallery-viewer-previous"
        >
          {t("analysis.gallery.previous")}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={index === pictures.length - 1}
          onClick={() => onMove(index + 1)}
          data-testid="gallery-viewer-next"
        >
          {t("analysis.gallery.next")}
        </button>
      </div>
    </FullscreenPanel>
  );
}

/**
 * ANALYSIS_GALLERY (docs/features/analysis.md): the patient's pictures as thumbnails, newest
 * first; one opens full screen, where the previous and next ones follow and a close button (or
 * Escape) gives focus back to its thumbnail.
 */
export function GalleryCard({ card }: { card: AnalysisGalleryCard }) {
  const t = useT();
  const name = usePictureName();
  const [open, setOpen] = useState<number | null>(null);
  const title = card.name ? t("analysis.gallery.titleOf", { name: card.name }) : t("analysis.gallery.title");

  return (
    <AnalysisCardFrame
      id={card.id}
      title={title}
      n={card.n}
      from={card.from}
      to={card.to}
      drawable
      testId="gallery"
    >
      {card.pictures.length === 0 ? (
        <p className="analysis-card__empty" data-testid="gallery-empty">
          {t("analysis.gallery.empty")}
        </p>
      ) : (
        <ul className="gallery">
          {card.pictures.map((picture, index) => (
            <li key={picture.id}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-label={t("analysis.gallery.open", { name: name(picture) })}
                onClick={() => setOpen(index)}
              >
                <Picture src={picture.url} alt="" shape="square" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <PictureViewer pictures={card.pictures} index={open} onMove={setOpen} onClose={() => setOpen(null)} />
      )}
    </AnalysisCardFrame>
  );
}
