import type { PictureSocialTaskParams } from "../../../../card-schemas";
import { useT } from "../../../app/i18n/useT";
import type { TaskProps } from "../../../cards/types";
import { PictureUpload } from "./PictureUpload";

/** A picture shared with the community (a PICTURE social event that signed-in users see). */
export function PictureSocialTask({ params, complete, submitted }: TaskProps<PictureSocialTaskParams>) {
  const t = useT();
  return (
    <PictureUpload
      uploadQuery={{ access: "protected" }}
      prompt={params.prompt}
      hint={t("task.picture.social")}
      complete={complete}
      submitted={submitted}
    />
  );
}
