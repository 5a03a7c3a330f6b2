/**
 * The consents the profile offers (docs/features/accounts.md, Consent: once given, a consent cannot be
 * unchecked in these screens). Other areas give their own consents (NUMERO_CALL in the IOT task);
 * the profile lists those too once given.
 */
export const PROFILE_CONSENTS = ["DATA_PROCESSING", "RESEARCH", "NEWSLETTER"] as const;

export type ProfileConsent = (typeof PROFILE_CONSENTS)[number];

export function isProfileConsent(id: string): id is ProfileConsent {
  return (PROFILE_CONSENTS as readonly string[]).includes(id);
}
