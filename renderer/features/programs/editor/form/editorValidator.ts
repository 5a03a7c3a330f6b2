import type { ValidatorType } from "@rjsf/utils";
import validator from "@rjsf/validator-ajv8";

/**
 * Whether this page may compile code: ajv builds each validator with `new Function`, which the
 * app's Content-Security-Policy (script-src 'self', server/platform/http/securityHeaders.ts) forbids.
 */
function canCompile(): boolean {
  try {
    // The probe of the CSP itself; the function is never called.
    new Function("");
    return true;
  } catch {
    return false;
  }
}

/**
 * Under that CSP the server alone checks the forms (the preview at each pause, each save, the
 * publication) and its paths show on the fields. `isValid` says no option matches, so rjsf picks a
 * oneOf's kind by its discriminator or closest shape rather than always the first.
 */
const serverOnly: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => false,
  rawValidation: () => ({}),
};

/** ajv where the page allows it (tests, Storybook, the dev server), else the server's checks alone. */
export const editorValidator: ValidatorType = canCompile() ? validator : serverOnly;
