import { getRouteApi } from "@tanstack/react-router";

/** The pro area's route, whose guard puts the signed-in user in its context. */
export const proRouteApi = getRouteApi("/app/pro");

/** The author the signed-in pro owns: every pro call is under /api/pro/{proId}. */
export function useProId(): string {
  const { user } = proRouteApi.useRouteContext();
  // ProLayout draws the pages only for a pro who owns an author.
  return user.authorId ?? "";
}
