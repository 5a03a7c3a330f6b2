/** The links the emails of accounts carry (docs/features/accounts.md): paths of the app on its public URL. */
import type { AppDeps } from "../../appDeps";

/** `path` on the app's public URL, with its query (empty values left out). */
export function appLink(deps: AppDeps, path: string, query: Record<string, string | undefined>): string {
  const url = new URL(path, deps.config.publicUrl);
  for (const [key, value] of Object.entries(query)) if (value) url.searchParams.set(key, value);
  return url.href;
}
