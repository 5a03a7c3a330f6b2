import type { ReactNode } from "react";
import { useT } from "../../app/i18n/useT";

/** One condition of a program in a list, met or not: its mark, its words (said as met or not met) and a way to meet it. */
export function ConditionItem({
  success,
  testId,
  text,
  fix,
}: {
  success: boolean;
  testId: string;
  text: ReactNode;
  fix?: ReactNode;
}) {
  const t = useT();
  return (
    <li
      className={`condition ${success ? "condition--met" : "condition--missing"}`}
      data-testid={testId}
      data-success={String(success)}
    >
      <span className="condition__mark" aria-hidden="true">
        {success ? "✓" : "!"}
      </span>
      <div className="condition__body">
        <p>
          <span className="visually-hidden">
            {success ? t("programConditions.met") : t("programConditions.notMet")}{" "}
          </span>
          {text}
        </p>
        {fix}
      </div>
    </li>
  );
}
