import { useCallback } from "react";
import { useUploader } from "../../uploads/UploaderContext";
import type { MediaUpload } from "../editor/editorContext";

/** The editor's uploads: a picture any signed-in reader may see, as a program's media are. */
export function useMediaUpload(): MediaUpload {
  const uploader = useUploader();
  return useCallback(
    async (file, onProgress) =>
      (await uploader({ query: { access: "protected" }, file, onProgress })).file.url,
    [uploader],
  );
}
