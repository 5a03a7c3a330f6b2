/** A study's rating as stored (docs/features/programs.md): its row and the columns read of it. */
import type { StudyRating } from "../../../card-schemas";

export interface RatingRow {
  id: string;
  userId: string;
  rating: number;
  comment: string | null;
  status: StudyRating["commentStatus"];
  createdAt: Date | string;
}

export const RATING_COLUMNS = ["id", "userId", "rating", "comment", "status", "createdAt"];
