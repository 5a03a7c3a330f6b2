import type { Locale } from "./locales";

/**
 * Makes the browser build its locale data for `locale` now: the calls formatjs makes first
 * (createIntl checks the locale's support) and a number, which most first screens show.
 */
export function warmIntl(locale: Locale): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale).format(0);
}
