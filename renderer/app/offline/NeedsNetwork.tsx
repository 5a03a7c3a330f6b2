import { useT } from "../i18n/useT";
import { useOnline } from "./useOnline";

/**
 * Says, while the browser is offline, that what it stands beside needs the network (the wheel's
 * draw, the shop, chat, the assistant: docs/features/offline.md); gone by itself once back online.
 */
export function NeedsNetwork() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="notice" role="status" data-testid="needs-network">
      {t("offline.needsNetwork")}
    </p>
  );
}
