import type { ReactNode } from "react";
import type { PublicProgram } from "../../../card-schemas";
import { mediaLinkType } from "../../../engine/shared/mediaLinkType";
import { MediaBlock } from "../../ui/blocks/MediaBlock";
import { LoadPriorityContext } from "../../ui/loadPriority";
import { useT } from "../../app/i18n/useT";
import type { MessageId } from "../../app/i18n/locales";

const SECTIONS = [
  ["description", "program.description"],
  ["forWhom", "program.forWhom"],
  ["goals", "program.goals"],
  ["frequency", "program.frequency"],
] as const satisfies ReadonlyArray<readonly [keyof PublicProgram, MessageId]>;

/**
 * A program's public page body: facts, its media (a picture, a YouTube video or a video file,
 * docs/features/programs.md's media player), the sections it has, steps, the author card (with `authorLink`, where it
 * leads), and an action.
 */
export function ProgramDetails({
  program,
  action,
  authorLink,
}: {
  program: PublicProgram;
  action: ReactNode;
  authorLink: ReactNode;
}) {
  const t = useT();
  return (
    <article className="program-page" data-testid="program-page" lang={program.language}>
      <header className="program-page__hero">
        <h1 className="page__title">{program.title}</h1>
        <dl className="facts facts--large">
          <div>
            <dt>{t("program.duration")}</dt>
            <dd data-testid="program-duration">{t("programs.duration", { count: program.studyDuration })}</dd>
          </div>
          <div>
            <dt>{t("program.maxReward")}</dt>
            <dd className="facts__reward" data-testid="program-max-reward">
              {t("common.rewards", { count: program.maxReward })}
            </dd>
          </div>
        </dl>
      </header>
      {program.mediaLink && (
        <div className="program-page__media" data-testid="program-media">
          {/* The page's largest paint, near its top: fetched at once and first. */}
          <LoadPriorityContext value="high">
            <MediaBlock
              block={{
                type: "media",
                mediaType: mediaLinkType(program.mediaLink),
                mediaLink: program.mediaLink,
              }}
            />
          </LoadPriorityContext>
        </div>
      )}
      {SECTIONS.map(([field, label]) => {
        const text = program[field];
        if (typeof text !== "string" || text.trim() === "") return null;
        return (
          <section key={field} className="tile" data-testid={`program-section-${field}`}>
            <h2 className="tile__title">{t(label)}</h2>
            <p className="prose">{text}</p>
          </section>
        );
      })}
      {program.steps.length > 0 && (
        <section className="tile" data-testid="program-steps">
          <h2 className="tile__title">{t("program.steps")}</h2>
          <ol className="steps">
            {program.steps.map((step) => (
              <li key={step.stepId}>{step.text}</li>
            ))}
          </ol>
        </section>
      )}
      <section className="tile author" data-testid="program-author">
        <span className="author__avatar" aria-hidden="true">
          {program.author.name.trim().charAt(0).toUpperCase()}
        </span>
        <div>
          <h2 className="tile__label">{t("program.author")}</h2>
          <p className="author__name">{program.author.name}</p>
          {authorLink}
        </div>
      </section>
      <div className="program-page__action">{action}</div>
    </article>
  );
}
