/** The sharing feature's rows as the API answers them (docs/features/sharing.md). */
import type { Connection } from "../../../card-schemas";
import { connectionStatus } from "../../../engine/sharing/connections";
import type { ConnectionRow } from "./connectionRow";

/** The external view's address of `key` on the app's public URL (PUBLIC_URL), never the request's Host. */
export function externalLink(publicUrl: string, key: string): string {
  return new URL(`/app/external/${encodeURIComponent(key)}`, publicUrl).href;
}

export function presentConnection(row: ConnectionRow, today: string, publicUrl: string): Connection {
  return {
    id: row.id,
    name: row.name,
    key: row.key,
    link: externalLink(publicUrl, row.key),
    status: connectionStatus(row, today),
    shares: {
      symptoms: row.symptoms,
      medicationIntakes: row.medicationIntakes,
      triggers: row.triggers,
      questionnaires: row.questionnaires,
    },
    expirationDate: row.expirationDate,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
