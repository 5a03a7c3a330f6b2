import { createContext, useContext, type ReactNode } from "react";
import { uploadFile, type Uploader } from "./uploadFile";

const UploaderContext = createContext<Uploader>(uploadFile);

/** Lets stories and tests answer uploads without a server; the app uses XMLHttpRequest. */
export function UploaderProvider({ uploader, children }: { uploader: Uploader; children: ReactNode }) {
  return <UploaderContext.Provider value={uploader}>{children}</UploaderContext.Provider>;
}

export function useUploader(): Uploader {
  return useContext(UploaderContext);
}
