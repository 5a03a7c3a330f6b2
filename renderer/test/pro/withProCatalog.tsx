import type { Decorator } from "@storybook/react-vite";
import { isLocale } from "../../app/i18n/locales";
import { ProI18nProvider } from "../../app/pro/i18n/ProI18nProvider";
import { allProMessages } from "./proMessages";

/** Stories of the pro area: the pro catalog of the toolbar's language, beside the app's. */
export const withProCatalog: Decorator = (Story, context) => (
  <ProI18nProvider
    messages={allProMessages[isLocale(context.globals.locale) ? context.globals.locale : "en"]}
  >
    <Story />
  </ProI18nProvider>
);
