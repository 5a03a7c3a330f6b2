import { useT } from "../../../app/i18n/useT";

/** The correlation bar has 10 segments: red for positive, green for negative (docs/features/analysis.md). */
export const CORRELATION_SEGMENTS = 10;

/** A bar of ten segments, as many lit as |r| fills, red when positive and green when negative. */
export function CorrelationBar({ correlation }: { correlation: number }) {
  const t = useT();
  const lit = Math.round(Math.abs(correlation) * CORRELATION_SEGMENTS);
  const tone = correlation > 0 ? "positive" : "negative";
  return (
    <div
      className={`correlation-bar correlation-bar--${tone}`}
      role="meter"
      aria-valuemin={-1}
      aria-valuemax={1}
      aria-valuenow={Number(correlation.toFixed(2))}
      aria-label={t("task.correlation.strength")}
    >
      {Array.from({ length: CORRELATION_SEGMENTS }, (_, index) => (
        <span
          key={index}
          className={index < lit ? "correlation-bar__segment is-lit" : "correlation-bar__segment"}
        />
      ))}
    </div>
  );
}
