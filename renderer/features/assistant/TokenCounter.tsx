import { useT } from "../../app/i18n/useT";

export interface TokenCounterProps {
  freeTokens: number;
  boughtTokens: number;
  unlimited: boolean;
}

/** What the patient may still ask: free messages this month and bought ones, or no limit. */
export function TokenCounter({ freeTokens, boughtTokens, unlimited }: TokenCounterProps) {
  const t = useT();
  if (unlimited) {
    return (
      <p className="assistant-tokens assistant-tokens--unlimited" data-testid="assistant-tokens">
        {t("assistant.tokens.unlimited")}
      </p>
    );
  }
  return (
    <p className="assistant-tokens" data-testid="assistant-tokens">
      <span>{t("assistant.tokens.free", { count: freeTokens })}</span>
      <span>{t("assistant.tokens.bought", { count: boughtTokens })}</span>
    </p>
  );
}
