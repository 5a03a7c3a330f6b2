const HOME = "/app/patient";

/**
 * Where to go after signing in: `nextPage` when it is a path of this app, else the patient home.
 * Anything else (another origin, `//evil`, `javascript:`) would make the sign-in page an open
 * redirect.
 */
export function safeNextPage(nextPage: unknown): string {
  if (typeof nextPage !== "string" || !nextPage.startsWith("/app/")) return HOME;
  if (nextPage.includes("\\") || /[\u0000-\u001f]/.test(nextPage)) return HOME;
  return nextPage;
}
