/**
 * Telling every process that the catalogue of programs changed (docs/features/programs.md): this one
 * reads it again before answering, the others when they hear of it.
 */
import type { AppDeps } from "../../appDeps";

export async function catalogChanged(deps: AppDeps): Promise<void> {
  await deps.catalog.reload();
  await deps.realtime.publishCatalogChange();
}
