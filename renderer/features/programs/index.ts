/** What other features may use of programs: everything else in this folder is its own. */
export { errorSchemaOf } from "./editor/form/errorSchemaOf";
export { proMediaUpload } from "./editor/form/proMediaUpload";
export { SchemaForm } from "./editor/form/SchemaForm";
export { editorSchemasQuery } from "./editor/queries";
export { ProgramDetail } from "./ProgramDetail";
export { programsQuery } from "./queries";
export { useSubscribe } from "./useSubscribe";
export { useFollowsProgram } from "./useFollowsProgram";
