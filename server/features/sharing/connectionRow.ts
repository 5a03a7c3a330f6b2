/** A row of the `connections` table (docs/features/sharing.md), as the patient's connections and their external view read it. */

export interface ConnectionRow {
  id: string;
  userId: string;
  name: string;
  key: string;
  passwordHash: string | null;
  symptoms: boolean;
  medicationIntakes: boolean;
  triggers: boolean;
  questionnaires: boolean;
  expirationDate: string;
  ipSalt: string;
  firstReadAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
}
