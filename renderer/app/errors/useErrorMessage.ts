import { useCallback } from "react";
import { isConditionResult, isFieldProblem } from "../api/ApiError";
import { isApiError } from "../api/client";
import { useIntl, useT } from "../i18n/useT";
import type { MessageId } from "../i18n/locales";

export interface ErrorMessage {
  /** One sentence for people, in the current language. */
  text: string;
  /** The failing fields or conditions the server listed, already worded. */
  details: string[];
}

/**
 * Words an error: our catalog's text for a code we know, else the server's own message, else a
 * generic one; plus one line per failing field or condition.
 */
export function useErrorMessage(): (error: unknown) => ErrorMessage {
  const t = useT();
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error)) return { text: t("errors.UNKNOWN"), details: [] };
      const codeKey = `errors.${error.code}`;
      const text = Object.hasOwn(intl.messages, codeKey)
        ? t(codeKey as MessageId)
        : (error.serverMessage ?? t("errors.UNKNOWN"));
      const details = error.details.flatMap((detail) => {
        if (isConditionResult(detail)) {
          return [t("errors.condition", { condition: detail.type, met: String(detail.success) })];
        }
        if (isFieldProblem(detail)) {
          const field = detail.path.replace(/^\//, "");
          return [field ? t("errors.field", { field, message: detail.message }) : detail.message];
        }
        return [];
      });
      return { text, details };
    },
    [t, intl],
  );
}
