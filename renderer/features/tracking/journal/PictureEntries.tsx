import { useId } from "react";
import type { JournalPicture, LocalizedDataValue } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import { Picture } from "../../../ui/Picture";
import { EntryActions } from "./EntryActions";
import type { JournalCorrection } from "./queries";

interface PictureEntriesProps {
  date: string;
  pictures: readonly JournalPicture[];
  catalogue: readonly LocalizedDataValue[];
  correctable: boolean;
  busy: boolean;
  correct: (correction: JournalCorrection) => void;
}

/**
 * The day's pictures as thumbnails, read through the protected file route. A private one may be
 * removed (its entry of the day goes); a shared one is removed from the community's pages.
 */
export function PictureEntries({
  date,
  pictures,
  catalogue,
  correctable,
  busy,
  correct,
}: PictureEntriesProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="journal-section" aria-labelledby={headingId} data-testid="journal-pictures">
      <h3 id={headingId}>{t("journal.pictures.title")}</h3>
      {pictures.length === 0 && <p className="muted">{t("journal.pictures.empty")}</p>}
      {pictures.length > 0 && (
        <ul className="journal-pictures">
          {pictures.map((picture) => {
            const name =
              picture.access === "private"
                ? (catalogue.find((value) => value.value === picture.value)?.label.name ??
                  picture.value ??
                  "")
                : t("journal.pictures.shared");
            return (
              <li key={picture.fileId}>
                <figure>
                  <Picture
                    src={`/api/files/${picture.fileId}`}
                    alt={t("journal.pictures.alt", { name })}
                    shape="square"
                  />
                  <figcaption className="muted">{name}</figcaption>
                </figure>
                {correctable && picture.access === "private" && picture.value && (
                  <EntryActions
                    name={name}
                    busy={busy}
                    onRemove={() => correct({ kind: "removeValue", value: picture.value as string, date })}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
