import type { ModerationItem } from "../../../card-schemas";
import { useIntl, useT } from "../../app/i18n/useT";

/**
 * What a moderation item is, in words: its kind, its group ("all" named as the feed names it, a
 * program's ratings by the program's title, a symptom community by the symptom's name) and its
 * language's name in the admin's language.
 */
export function ModerationItemMeta({ item }: { item: ModerationItem }) {
  const t = useT();
  const intl = useIntl();
  const group = item.groupName === "all" ? t("community.all") : (item.groupTitle ?? item.groupName);
  const language = intl.formatDisplayName(item.language, { type: "language" }) ?? item.language;
  return (
    <p className="muted">
      {[t(`community.moderation.kind.${item.kind}`), group, language].filter(Boolean).join(" · ")}
    </p>
  );
}
