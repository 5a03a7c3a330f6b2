import type { ReactElement } from "react";
import { ProI18nProvider } from "../../app/pro/i18n/ProI18nProvider";
import { renderWithProviders, type RenderOptions } from "../renderWithProviders";
import { allProMessages } from "./proMessages";

/** renderWithProviders with the pro catalog of the same language. */
export function renderPro(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(
    <ProI18nProvider messages={allProMessages[options.locale ?? "en"]}>{ui}</ProI18nProvider>,
    options,
  );
}
