import { useQuery } from "@tanstack/react-query";
import type { Connection } from "../../../card-schemas";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { useSnackbar } from "../../ui/Snackbar";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { ConnectionItem } from "./ConnectionItem";
import { connectionsQuery, useDeleteConnection } from "./queries";
import "./sharing.css";

/**
 * The patient's connections (docs/features/sharing.md): copying a key says "connection key
 * copied", copying a link "link copied", deleting one says "removed".
 */
export function ConnectionList({
  copy = (text) => navigator.clipboard.writeText(text),
}: {
  /** Writes the key or the link to the clipboard (a stand-in in stories and tests). */
  copy?: (text: string) => Promise<void>;
}) {
  const t = useT();
  const connections = useQuery(connectionsQuery(useApi()));
  const remove = useDeleteConnection();
  const { snackbar, show } = useSnackbar();

  const onCopy = (connection: Connection) => {
    copy(connection.key).then(
      () => show(t("sharing.notice.copied"), "success"),
      () => show(t("errors.UNKNOWN"), "error"),
    );
  };
  const onCopyLink = (link: string) => {
    copy(link).then(
      () => show(t("sharing.notice.linkCopied"), "success"),
      () => show(t("errors.UNKNOWN"), "error"),
    );
  };
  const onDelete = (connection: Connection) => {
    remove.mutate(connection.id, {
      onSuccess: () => show(t("sharing.notice.removed"), "success"),
      onError: () => show(t("errors.UNKNOWN"), "error"),
    });
  };

  return (
    <section aria-labelledby="connections-title" className="sharing-list">
      <h2 id="connections-title">{t("sharing.list.title")}</h2>
      {snackbar}
      {connections.isPending && <p className="skeleton skeleton--row" aria-busy="true" />}
      {connections.isError && <ErrorAlert error={connections.error} />}
      {connections.isSuccess && connections.data.items.length === 0 && (
        <p className="muted">{t("sharing.list.empty")}</p>
      )}
      {connections.isSuccess && connections.data.items.length > 0 && (
        <ul className="sharing-list__items">
          {connections.data.items.map((connection) => (
            <ConnectionItem
              key={connection.id}
              connection={connection}
              onCopy={onCopy}
              onCopyLink={onCopyLink}
              onDelete={onDelete}
              deleting={remove.isPending && remove.variables === connection.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
