/**
 * ANALYSIS_GALLERY (analytic type image_list): the patient's pictures over the window, newest first.
 * The private ones are the days of an IMAGE data value (PICTURE_PRIVATE, data `{ path, fileId }`,
 * server/features/uploads/uploadPicture.ts), the shared ones PICTURE social events (PICTURE_SOCIAL); each is read
 * through GET /api/files/{id}, which lets only its owner read a private one. With `dataValue`, only
 * that value's private pictures.
 */
import type { AnalysisGalleryCard } from "../../../../card-schemas";
import { galleryPictures, GALLERY_MAX_PICTURES } from "../../../../engine/analysis/analysisGallery";
import { DataValue } from "../../../platform/db/models";
import { ValidationError } from "../../../core/errors";
import { presentDataValue } from "../../tracking";
import { fileUrl } from "../../uploads";
import type { AnalysisBuilder } from "./builder";
import { dayOf } from "../../../platform/db/dayOf";

type Picture = AnalysisGalleryCard["pictures"][number] & { storedAt: number };

export const buildGallery: AnalysisBuilder = async (deps, user, window, query) => {
  const imageValues = await DataValue.query(deps.db)
    .where({ type: "IMAGE" })
    .modify((builder) => {
      if (query.dataValue) builder.where({ value: query.dataValue });
    });
  if (query.dataValue && imageValues.length === 0)
    throw new ValidationError([
      { path: "/dataValue", message: "is not an IMAGE data value of the catalogue" },
    ]);
  const labels = new Map(
    imageValues.map((row) => [row.value, presentDataValue(row, user.language).label.name]),
  );
  const [privateRows, socialRows] = await Promise.all([
    labels.size === 0
      ? []
      : deps
          .db("dailyActivities as a")
          .join("storedFiles as f", "f.id", deps.db.raw("a.data->>'fileId'"))
          .where({ "a.userId": user.id, "f.userId": user.id })
          .whereIn("a.value", [...labels.keys()])
          .whereBetween("a.date", [window.from, window.to])
          .orderBy("a.date", "desc")
          .limit(GALLERY_MAX_PICTURES)
          .select("f.id", "a.value", "a.date", "f.createdAt"),
    query.dataValue
      ? []
      : deps
          .db("socialEvents as e")
          .join("storedFiles as f", "f.id", "e.fileId")
          .where({ "e.userId": user.id, "e.type": "PICTURE" })
          .whereRaw("(e.created_at at time zone ?)::date between ?::date and ?::date", [
            user.timeZone,
            window.from,
            window.to,
          ])
          .orderBy("e.createdAt", "desc")
          .limit(GALLERY_MAX_PICTURES)
          .select(
            "f.id",
            "f.createdAt",
            deps.db.raw("to_char(e.created_at at time zone ?, 'YYYY-MM-DD') as day", [user.timeZone]),
          ),
  ]);
  const privates = privateRows.map((row): Picture => ({
    id: row.id,
    url: fileUrl(row.id),
    date: dayOf(row.date),
    source: "private",
    label: labels.get(row.value) ?? row.value,
    storedAt: new Date(row.createdAt).getTime(),
  }));
  const shared = socialRows.map((row): Picture => ({
    id: row.id,
    url: fileUrl(row.id),
    date: row.day,
    source: "social",
    storedAt: new Date(row.createdAt).getTime(),
  }));
  const pictures = galleryPictures(privates, shared).map(({ storedAt: _storedAt, ...picture }) => picture);
  const value = query.dataValue;
  return [
    {
      id: value ? `image_list-${value}` : "image_list",
      type: "ANALYSIS_GALLERY",
      n: pictures.length,
      from: window.from,
      to: window.to,
      ...(value && { dataValue: value, name: labels.get(value) ?? value }),
      pictures,
    },
  ];
};
