import { getRouteApi } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../app/api/ApiContext";
import { AuthorProfile } from "./AuthorProfile";
import { AuthorShop } from "./AuthorShop";
import { GuestAuthorActions } from "./GuestAuthorActions";
import { authorPageQuery } from "./queries";
import { useLocale } from "../../app/i18n/useT";
import { ErrorAlert } from "../../ui/ErrorAlert";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { GuestHeader } from "../../app/shell/GuestHeader";
import { PageSpinner } from "../../app/shell/PageSpinner";

const route = getRouteApi("/app/guest/ressources/autors/$autorId");

/** /app/guest/ressources/autors/{id}: an author's public page; acting signs in first (docs/features/authors.md). */
export function PublicAuthorPage() {
  const api = useApi();
  const { autorId } = route.useParams();
  const author = useQuery(authorPageQuery(api, autorId, useLocale()));
  useDocumentTitle(author.data?.name, author.data?.title);
  const signIn = `/app/guest/auth?nextPage=${encodeURIComponent(`/app/patient/ressources/autors/${autorId}`)}`;
  return (
    <>
      <GuestHeader />
      <main id="main" className="page">
        {author.isPending && <PageSpinner />}
        {author.isError && <ErrorAlert error={author.error} />}
        {author.data && (
          <AuthorProfile
            guest
            author={author.data}
            actions={<GuestAuthorActions author={author.data} />}
            shop={<AuthorShop autorId={autorId} items={author.data.shopItems} signInHref={signIn} />}
          />
        )}
      </main>
    </>
  );
}
