import type { ReactNode } from "react";
import type { PublicAuthor } from "../../../card-schemas";
import { useIntl, useT } from "../../app/i18n/useT";
import { ProgramDetail } from "../programs";
import { Picture } from "../../ui/Picture";
import "./authors.css";

export interface AuthorProfileProps {
  author: PublicAuthor;
  /** What the reader may do: a patient's follow, contribute and message; a guest's sign-in links. */
  actions: ReactNode;
  /** The author's shop, drawn by the page (a patient buys there, a guest signs in first). */
  shop: ReactNode;
  /** Programs lead to their public pages for a guest. */
  guest?: boolean;
}

/**
 * An author's profile (docs/features/authors.md): who they are, what they help with, the actions, their programs
 * ("no author programs" without any), their shop and their latest messages.
 */
export function AuthorProfile({ author, actions, shop, guest = false }: AuthorProfileProps) {
  const t = useT();
  const intl = useIntl();
  return (
    <article className="author-page" data-testid="author-page" lang={author.language}>
      <header className="author-page__hero tile">
        {author.mediaLink && author.mediaType === "image" && (
          <Picture className="author-page__cover" src={author.mediaLink} alt="" />
        )}
        <div className="author-page__who">
          {author.avatarLink ? (
            <Picture className="author-page__avatar" src={author.avatarLink} alt="" shape="square" />
          ) : (
            <span className="author__avatar" aria-hidden="true">
              {author.name.trim().charAt(0).toUpperCase()}
            </span>
          )}
          <div>
            <h1 className="page__title author-page__name">{author.name}</h1>
            {author.title && <p className="author-page__title">{author.title}</p>}
          </div>
        </div>
        {author.bio && <p className="prose">{author.bio}</p>}
        {author.goals.length > 0 && (
          <ul className="author-page__goals" aria-label={t("authors.goals")}>
            {author.goals.map((goal) => (
              <li key={goal} className="chip">
                {t(`authors.goal.${goal}`)}
              </li>
            ))}
          </ul>
        )}
        {author.socialLinks.length > 0 && (
          <ul className="author-page__links">
            {author.socialLinks.map((link) => (
              <li key={link}>
                <a href={link} rel="noopener noreferrer" target="_blank">
                  {new URL(link).host}
                </a>
              </li>
            ))}
          </ul>
        )}
      </header>
      <section className="author-page__actions" aria-label={t("authors.actions")}>
        {actions}
      </section>
      <section className="stack" aria-labelledby="author-programs-title" data-testid="author-programs">
        <h2 className="tile__title" id="author-programs-title">
          {t("authors.programs")}
        </h2>
        {author.programs.length === 0 ? (
          <p className="muted">{t("authors.noPrograms")}</p>
        ) : (
          <ul className="program-grid">
            {author.programs.map((program) => (
              <ProgramDetail key={program.id} mode="autorCard" program={program} guest={guest} />
            ))}
          </ul>
        )}
      </section>
      <section className="stack" aria-labelledby="author-shop-title" data-testid="author-shop">
        <h2 className="tile__title" id="author-shop-title">
          {t("authors.shop")}
        </h2>
        {author.shopItems.length === 0 ? <p className="muted">{t("authors.noShopObject")}</p> : shop}
      </section>
      <section className="stack" aria-labelledby="author-messages-title" data-testid="author-messages">
        <h2 className="tile__title" id="author-messages-title">
          {t("authors.messages")}
        </h2>
        {author.messages.length === 0 ? (
          <p className="muted">{t("authors.noMessage")}</p>
        ) : (
          <ul className="author-page__messages">
            {author.messages.map((message) => (
              <li key={message.id} className="tile">
                <p className="prose">{message.message}</p>
                <p className="muted">
                  <time dateTime={message.date}>
                    {t("authors.postedOn", {
                      date: intl.formatDate(`${message.date}T12:00:00Z`, {
                        dateStyle: "medium",
                        timeZone: "UTC",
                      }),
                    })}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
