/**
 * A pro posts a message as their author (docs/features/authors.md `POST /content/{x}`, a social event
 * of the author's): it goes into every linked patient's deck as an AUTOR_MESSAGE card.
 */
import type { ProAuthorMessage, ProContentBody } from "../../../card-schemas";
import { localDay } from "../../../engine/shared/dates";
import type { AppDeps } from "../../appDeps";
import type { User } from "../../platform/db/models";
import { Conflict } from "../../core/errors";
import { runUseCase } from "../../core/useCase";
import { checkCard, sample } from "./authorPostCards";
import { readAuthor } from "./postingAuthor";
import { refuseForeignMedia } from "./refuseForeignMedia";
import { presentAuthorMessage } from "./present";
import { sendToLinkedPatients } from "./sendToLinkedPatients";

/**
 * Posts the author's message `x` and puts it in every linked patient's deck as an AUTOR_MESSAGE
 * (the card of an author's social event). 409 CONTENT_ID_TAKEN when the author already posted `x`.
 */
export async function postAuthorMessage(
  deps: AppDeps,
  pro: User,
  authorId: string,
  x: string,
  body: ProContentBody,
): Promise<ProAuthorMessage> {
  refuseForeignMedia(body);
  const now = deps.now();
  const variables = body.variables ?? {};
  return runUseCase(deps.db, {
    load: (trx) => readAuthor(trx, authorId),
    decide: (author) => {
      const eventId = `${authorId}:${x}`;
      const fields = {
        eventId,
        author: { id: author.id, name: author.name },
        message: body.message,
        ...(variables.mediaLink ? { mediaLink: variables.mediaLink } : {}),
        ...(variables.mediaType ? { mediaType: variables.mediaType } : {}),
      };
      checkCard(sample("AUTOR_MESSAGE", author, now, 0, fields), "/card");
      return { eventId, fields };
    },
    write: async (trx, { eventId, fields }, author) => {
      const inserted = await trx("authorMessages")
        .insert({
          authorId,
          id: x,
          message: body.message,
          variables: JSON.stringify(variables),
          noReaction: body.noReaction ?? false,
          noComment: body.noComment ?? false,
          date: localDay(now, pro.timeZone),
        })
        .onConflict(["authorId", "id"])
        .ignore()
        .returning("*");
      if (inserted.length === 0) throw new Conflict("CONTENT_ID_TAKEN", "The author already posted this id");
      const sent = await sendToLinkedPatients(trx, author, now, {
        type: "AUTOR_MESSAGE",
        key: `AUTOR_MESSAGE:${eventId}`,
        rewards: 0,
        fields,
      });
      const [row] = await trx("authorMessages").where({ authorId, id: x }).update({ sent }).returning("*");
      return presentAuthorMessage(row);
    },
  });
}
