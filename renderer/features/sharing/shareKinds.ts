import type { ConnectionShares } from "../../../card-schemas";

/** The four kinds a connection may share, in the order the form and the view show them. */
export const SHARE_KINDS = [
  "symptoms",
  "medicationIntakes",
  "triggers",
  "questionnaires",
] as const satisfies ReadonlyArray<keyof ConnectionShares>;
