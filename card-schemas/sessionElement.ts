/**
 * The id of the data block (`<script type="application/json">`) in which the server writes the
 * Session document (api/session.schema.json) into every `/app/*` page, so that the renderer knows
 * who is signed in without asking. Kept here, the one module both sides may import.
 */
export const SESSION_ELEMENT_ID = "outchi-session";

/**
 * The id of the data block in which the server writes what a page draws first (the deck page: the
 * day's `dailyQueue` document), so that its first screen waits for no request. See PageData.
 */
export const PAGE_DATA_ELEMENT_ID = "outchi-page-data";

/** The route of the daily deck, whose page carries the day's document. */
export const DECK_PAGE_PATH = "/app/patient/tasks";
