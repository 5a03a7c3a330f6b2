import type { PicturePrivateTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import type { TaskProps } from "../../../cards/types";
import { PictureUpload } from "./PictureUpload";

/** A picture only the patient sees, recorded as today's value of an IMAGE data value. */
export function PicturePrivateTask({ params, complete, submitted }: TaskProps<PicturePrivateTaskParams>) {
  const t = useT();
  if (typeof params.value !== "string") throw new Error("PICTURE_PRIVATE task without a data value");
  return (
    <PictureUpload
      uploadQuery={{ access: "private", value: params.value }}
      prompt={params.prompt}
      hint={t("task.picture.private")}
      complete={complete}
      submitted={submitted}
    />
  );
}
