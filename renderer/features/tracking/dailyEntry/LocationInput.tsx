import { useState } from "react";
import { isApiError } from "../../../app/api/client";
import { useApi } from "../../../app/api/ApiContext";
import { useErrorMessage } from "../../../app/errors/useErrorMessage";
import { useT } from "../../../app/i18n/useT";
import { fetchEnvironmentIndex, type EnvironmentKind } from "../queries";
import type { EntryInputProps } from "./entryTypes";

/** GeolocationPositionError.PERMISSION_DENIED */
const PERMISSION_DENIED = 1;

// About 100 m: the day's place, not the patient's door.
const coarse = (degrees: number) => Math.round(degrees * 1000) / 1000;

function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      reject(new Error("geolocation is not available"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ lat: coarse(position.coords.latitude), lon: coarse(position.coords.longitude) }),
      reject,
      { maximumAge: 10 * 60 * 1000, timeout: 20_000 },
    );
  });
}

const KINDS: Partial<Record<string, EnvironmentKind>> = {
  LOCALIZATION_AIRQUALITY: "airQuality",
  LOCALIZATION_POLLEN: "pollen",
};

/**
 * LOCALIZATION, LOCALIZATION_AIRQUALITY and LOCALIZATION_POLLEN (docs/features/tracking.md): asks for the
 * position; the plain one saves intensity 1, the other two save today's index at that position.
 */
export function LocationInput({ dataValue, date, busy, onAnswer, onError }: EntryInputProps) {
  const t = useT();
  const api = useApi();
  const describe = useErrorMessage();
  const [locating, setLocating] = useState(false);
  const kind = KINDS[dataValue.type];

  async function locate() {
    setLocating(true);
    let position: { lat: number; lon: number };
    try {
      position = await currentPosition();
    } catch (error) {
      setLocating(false);
      const denied = (error as { code?: number }).code === PERMISSION_DENIED;
      onError(t(denied ? "dailyEntry.location.denied" : "dailyEntry.location.unavailable"));
      return;
    }
    if (!kind) {
      setLocating(false);
      onAnswer(1, position);
      return;
    }
    try {
      const reading = await fetchEnvironmentIndex(api, kind, position, date);
      onAnswer(reading.index, position);
    } catch (error) {
      onError(
        isApiError(error) && error.code === "NOT_FOUND" ? t("snackbar.notFound") : describe(error).text,
      );
    } finally {
      setLocating(false);
    }
  }

  return (
    <>
      <p className="muted">{t("dailyEntry.location.hint")}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        data-primary-action=""
        disabled={busy || locating}
        onClick={() => void locate()}
      >
        {locating ? t("dailyEntry.location.locating") : t("dailyEntry.location.ask")}
      </button>
    </>
  );
}
