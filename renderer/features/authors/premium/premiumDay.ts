import { useIntl } from "../../../app/i18n/useT";

/** Formats premium's last day (YYYY-MM-DD) as a long date in the patient's language. */
export function usePremiumDay(): (day: string) => string {
  const intl = useIntl();
  return (day) => intl.formatDate(new Date(`${day}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
}
