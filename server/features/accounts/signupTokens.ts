/** The token of a sign-up link (docs/features/accounts.md): only its hash is stored. */
import crypto from "node:crypto";

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
