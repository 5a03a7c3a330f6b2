/**
 * The id of the data block (`<script type="application/json">`) in which the server writes the
 * Session document (api/session.schema.json) into every `/app/*` page, so that the renderer knows
 * who is signed in without asking. Kept here, the one module both sides may import.
 */
export const SESSION_ELEMENT_ID = "outchi-session";
