import { getRouteApi, Link, Outlet } from "@tanstack/react-router";
import { useT } from "../i18n/useT";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AdminHeader } from "./AdminHeader";
import "./admin.css";

const adminRoute = getRouteApi("/app/admin");

/** Every admin page under the admins' bar; anyone else than an admin reads that they are not for them. */
export function AdminLayout() {
  const { user } = adminRoute.useRouteContext();
  if (user.role !== "admin") return <AdminOnly />;
  return (
    <>
      <AdminHeader />
      <Outlet />
    </>
  );
}

function AdminOnly() {
  const t = useT();
  useDocumentTitle(t("community.moderation.refused.title"));
  return (
    <main id="main" className="page page--center" data-testid="admin-only">
      <h1 className="page__title">{t("community.moderation.refused.title")}</h1>
      <p className="muted">{t("community.moderation.refused.body")}</p>
      <Link to="/app/patient" className="btn btn--primary">
        {t("community.moderation.refused.back")}
      </Link>
    </main>
  );
}
