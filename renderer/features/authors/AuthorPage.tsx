import { getRouteApi } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { AuthorActions } from "./AuthorActions";
import { AuthorProfile } from "./AuthorProfile";
import { AuthorShop } from "./AuthorShop";
import { authorPageQuery, authorRelationQuery } from "./queries";
import { useLocale } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { AppHeader } from "../../app/shell/AppHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";

const route = getRouteApi("/app/patient/ressources/autors/$autorId");

/** /app/patient/ressources/autors/{autorId}: an author's profile with what the patient may do (docs/features/authors.md). */
export function AuthorPage() {
  const api = useApi();
  const { autorId } = route.useParams();
  const author = useQuery(authorPageQuery(api, autorId, useLocale()));
  const relation = useQuery(authorRelationQuery(api, autorId));
  useDocumentTitle(author.data?.name, author.data?.title);
  const error = author.error ?? relation.error;
  return (
    <>
      <AppHeader />
      <main id="main" className="page">
        {error && <ErrorAlert error={error} />}
        {!error && (author.isPending || relation.isPending) && <PageSpinner />}
        {author.data && relation.data && (
          <AuthorProfile
            author={author.data}
            actions={<AuthorActions author={author.data} relation={relation.data} />}
            shop={<AuthorShop autorId={autorId} items={author.data.shopItems} patient={relation.data} />}
          />
        )}
      </main>
    </>
  );
}
