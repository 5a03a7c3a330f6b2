/** Authoring programs (docs/features/programs.md professional calls): drafts, publication, preview, the editor's schemas. */
import type { EditorSchemas } from "../../../card-schemas";
import { editorSchemas } from "../../../card-schemas/editorSchemas";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../engine/shared/languages";
import { JsonText } from "../../platform/http/jsonText";
import { route } from "../../platform/http/route";
import { activateProgram } from "./activateProgram";
import { previewCard } from "./cardPreview";
import { createDraft } from "./createDraft";
import { deactivateProgram } from "./deactivateProgram";
import { listDrafts } from "./draftList";
import { readDraft } from "./draftRows";
import { offerLatest } from "./offerLatest";
import { programAnswer } from "./programAnswer";
import { cloneProgram, exportProgram, importProgram } from "./programFiles";
import { updateDraftField } from "./updateDraftField";
import { updateDraftText } from "./updateDraftText";

const TAG = "pro programs";
/** The schemas and their texts change only with a release: serialized once for each language. */
const EDITOR_SCHEMAS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new JsonText<EditorSchemas>(JSON.stringify(editorSchemas(language))),
  ]),
) as Record<Language, JsonText<EditorSchemas>>;

export const proProgramRoutes = [
  route({
    call: "GET /api/pro/:proId/program",
    policy: "pro",
    tag: TAG,
    summary: "The author's programs, every status, with their published versions.",
    handler: ({ user, params, deps }) => listDrafts(deps, params.proId, user.language),
  }),
  route({
    call: "POST /api/pro/:proId/program",
    policy: "pro",
    tag: TAG,
    status: 201,
    summary: "A new program draft (409 PROGRAM_EXISTS when the id is taken).",
    handler: ({ params, body, deps }) => createDraft(deps, params.proId, body.input),
  }),
  route({
    call: "GET /api/pro/:proId/program/:id",
    policy: "pro",
    tag: TAG,
    summary: "A program being edited: its draft, revision, published versions and status.",
    async handler({ params, deps }) {
      return programAnswer(deps.db, await readDraft(deps.db, params.proId, params.id));
    },
  }),
  route({
    call: "PUT /api/pro/:proId/program/:id",
    policy: "pro",
    tag: TAG,
    summary:
      "Replaces one property of the draft, checked against its schema (409 STALE_DRAFT on an old revision).",
    handler: ({ params, body, deps }) => updateDraftField(deps, params.proId, params.id, body),
  }),
  route({
    call: "PUT /api/pro/:proId/program/:id/translation",
    policy: "pro",
    tag: TAG,
    summary: "Sets one text of the draft in one language; an empty text removes it.",
    handler: ({ params, body, deps }) => updateDraftText(deps, params.proId, params.id, body),
  }),
  route({
    call: "PUT /api/pro/:proId/program/:id/activate",
    policy: "pro",
    tag: TAG,
    summary: "Checks the whole draft (400 naming every failing path) and publishes it as the next version.",
    handler: ({ params, deps }) => activateProgram(deps, params.proId, params.id),
  }),
  route({
    call: "PUT /api/pro/:proId/program/:id/deactivate",
    policy: "pro",
    tag: TAG,
    summary: "Closes the program to new subscribers; running subscriptions go on.",
    handler: ({ params, deps }) => deactivateProgram(deps, params.proId, params.id),
  }),
  route({
    call: "PUT /api/pro/:proId/program/:id/offer",
    policy: "pro",
    tag: TAG,
    summary: "Offers the latest version to the patients following an older one.",
    async handler({ params, deps }) {
      const row = await readDraft(deps.db, params.proId, params.id);
      await offerLatest(deps.db, params.id);
      return programAnswer(deps.db, row);
    },
  }),
  route({
    call: "POST /api/pro/:proId/program/:id/clone",
    policy: "pro",
    tag: TAG,
    status: 201,
    summary:
      "Copies the program, texts included, into a new draft (409 PROGRAM_EXISTS when the new id is taken).",
    handler: ({ params, body, deps }) => cloneProgram(deps, params.proId, params.id, body.id),
  }),
  route({
    call: "GET /api/pro/:proId/program/:id/export",
    policy: "pro",
    tag: TAG,
    summary:
      "The program as one document valid against its schema, or 400 naming each path its draft still fails.",
    handler: ({ params, deps }) => exportProgram(deps, params.proId, params.id),
  }),
  route({
    call: "POST /api/pro/:proId/program/import",
    policy: "pro",
    tag: TAG,
    status: 201,
    summary:
      "A new draft from a program file, checked against the program's schema (400 naming each failing path).",
    handler: ({ params, body, deps }) => importProgram(deps, params.proId, body.program),
  }),
  route({
    call: "GET /api/pro/:proId/schemas",
    policy: "pro",
    tag: TAG,
    summary:
      "The schemas the editor renders its forms from, each self-contained, their texts in the pro's language.",
    handler: async ({ query, user }) => EDITOR_SCHEMAS[query.lang ?? user.language ?? DEFAULT_LANGUAGE],
  }),
  route({
    call: "POST /api/pro/:proId/preview",
    policy: "pro",
    tag: TAG,
    summary: "A card as the patient's deck would receive it, or 400 naming each failing path.",
    handler: ({ user, body, deps }) => previewCard(deps, user, body),
  }),
];
