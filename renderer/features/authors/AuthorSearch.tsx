import { useDeferredValue, useId, useState } from "react";
import { Link } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import type { AuthorGoal } from "../../../card-schemas";
import { AUTHOR_GOALS, AUTHOR_SEARCH_MAX_LENGTH } from "../../../engine/authors/authorSearch";
import { useApi } from "../../app/api/ApiContext";
import { useT } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { Picture } from "../../ui/Picture";
import { authorSearchQuery } from "./queries";
import "./authors.css";

/**
 * The add-support search (docs/features/authors.md): authors filtered by a goal and by a text, which
 * searches at any length (the product's under-4-characters quirk is not copied).
 */
export function AuthorSearch() {
  const t = useT();
  const api = useApi();
  const ids = { goal: useId(), search: useId() };
  const [goal, setGoal] = useState<AuthorGoal | "">("");
  const [text, setText] = useState("");
  const search = useDeferredValue(text.trim());
  const results = useQuery(authorSearchQuery(api, goal || undefined, search));
  return (
    <section className="stack" data-testid="author-search">
      <div className="author-search__filters">
        <div className="field">
          <label className="field__label" htmlFor={ids.search}>
            {t("authors.search.text")}
          </label>
          <input
            id={ids.search}
            className="field__input"
            type="search"
            value={text}
            maxLength={AUTHOR_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.goal}>
            {t("authors.search.goal")}
          </label>
          <select
            id={ids.goal}
            className="field__input"
            value={goal}
            onChange={(event) => setGoal(event.target.value as AuthorGoal | "")}
          >
            <option value="">{t("authors.search.anyGoal")}</option>
            {AUTHOR_GOALS.map((id) => (
              <option key={id} value={id}>
                {t(`authors.goal.${id}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {results.isError && <ErrorAlert error={results.error} />}
      {results.isPending && <p role="status">{t("common.loading")}</p>}
      {results.data &&
        (results.data.items.length === 0 ? (
          <p className="muted" role="status">
            {t("authors.search.none")}
          </p>
        ) : (
          <ul className="author-results" aria-live="polite">
            {results.data.items.map((author) => (
              <li key={author.id} className="tile author-result">
                {author.avatarLink && (
                  <Picture src={author.avatarLink} alt="" className="author-result__avatar" shape="square" />
                )}
                <div>
                  <Link to="/app/patient/ressources/autors/$autorId" params={{ autorId: author.id }}>
                    {author.name}
                  </Link>
                  {author.title && <p className="muted">{author.title}</p>}
                </div>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
