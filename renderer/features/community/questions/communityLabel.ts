import type { Translate } from "../../../app/i18n/useT";

/** How a community is named on its pages: "all" in words, a symptom community by its name. */
export function communityLabel(t: Translate, communityName: string): string {
  return communityName === "all" ? t("communityQuestions.community.all") : communityName;
}
