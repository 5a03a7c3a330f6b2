import { Outlet } from "@tanstack/react-router";
import { ProI18n } from "./i18n/ProI18n";
import { ProHeader } from "./ProHeader";
import { ProOnlyPage } from "./ProOnlyPage";
import { proRouteApi } from "./proRoute";
import "./pro.css";

/** Every page of the pro area, for a pro who owns an author; anyone else is told it is not theirs. */
export function ProLayout() {
  const { user } = proRouteApi.useRouteContext();
  return (
    <ProI18n>
      {user.role === "pro" && user.authorId ? (
        <>
          <ProHeader />
          <Outlet />
        </>
      ) : (
        <ProOnlyPage />
      )}
    </ProI18n>
  );
}
