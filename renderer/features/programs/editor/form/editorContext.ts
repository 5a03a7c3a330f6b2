import type { Language } from "../../../../../engine/shared/languages";

/**
 * Where the texts of the form live: a program keeps each text per language in
 * `translations[language][key]`, the key being the field's path under `keyPrefix`
 * (`actions.<uniqueId>.params.` + `choices.0.label`).
 */
export interface EditorTexts {
  /** The program's languages; the first is the one whose text is also the field's own value. */
  languages: readonly Language[];
  keyPrefix: string;
  texts: Partial<Record<Language, Record<string, string | undefined>>>;
  onText: (language: Language, key: string, value: string) => void;
}

/** Sends a picked file and answers its URL, reporting progress from 0 to 1. */
export type MediaUpload = (file: File, onProgress: (fraction: number) => void) => Promise<string>;

/** What the editor's widgets read beside the form data (rjsf's formContext). */
export interface EditorContext {
  texts?: EditorTexts;
  upload?: MediaUpload;
}
