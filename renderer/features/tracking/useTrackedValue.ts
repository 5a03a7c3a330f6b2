import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { useLocale } from "../../app/i18n/useT";
import { dataValuesQuery, dayEntriesQuery } from "./queries";

/**
 * A data value of the catalogue and the patient's entry for it on `date`, for the tasks that
 * record one value. A key the catalogue lacks is a content error: it throws, so the card's
 * boundary shows ERROR.
 */
export function useTrackedValue(key: string, date: string) {
  const api = useApi();
  const locale = useLocale();
  const values = useQuery(dataValuesQuery(api, locale));
  const day = useQuery(dayEntriesQuery(api, date));
  if (values.isPending || day.isPending) return { status: "pending" as const };
  if (values.isError || day.isError) {
    return {
      status: "error" as const,
      error: values.error ?? day.error,
      retry: () => void Promise.all([values.refetch(), day.refetch()]),
    };
  }
  const dataValue = values.data.find((value) => value.value === key);
  if (!dataValue) throw new Error(`no data value ${key} in the catalogue`);
  const entry = day.data.find((item) => item.value === key);
  return { status: "ready" as const, dataValue, entry };
}
