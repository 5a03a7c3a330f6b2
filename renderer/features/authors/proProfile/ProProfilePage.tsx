import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RJSFSchema } from "@rjsf/utils";
import type { ApiCalls, ProProfile } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { useLocale } from "../../../app/i18n/useT";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { errorSchemaOf } from "../../programs";
import { proMediaUpload } from "../../programs";
import { SchemaForm } from "../../programs";
import { useProT } from "../../../app/pro/i18n/useProT";
import { useProId } from "../../../app/pro/proRoute";
import { editorSchemasQuery } from "../../programs";
import { proProfileQuery } from "./queries";
import { callKey } from "../../../app/api/callKey";
import { isAuthorListed } from "../../../../engine/authors/authorReach";

type ProfileBody = ApiCalls["PUT /api/pro/:proId/profile/"]["body"];
type ProfileInput = ProfileBody["input"];
type Removable = NonNullable<ProfileBody["remove"]>[number];

/** The optional fields the server keeps when a write leaves them out: cleared in the form, they are removed. */
const REMOVABLE: readonly Removable[] = ["avatarLink", "mediaLink", "price"];

/**
 * The write of the form (docs/features/authors.md): the server changes what the input names and
 * keeps the rest, so an optional field the stored page has and the form cleared is named in `remove`.
 */
export function profileWrite(stored: ProProfile, input: ProfileInput): ProfileBody {
  const remove = REMOVABLE.filter((field) => stored[field] !== undefined && input[field] === undefined);
  return remove.length > 0 ? { input, remove } : { input };
}

/** The stored profile as the form edits it: its id is not the author's to write. */
function inputOf({ id: _id, ...input }: ProProfile): Partial<ProfileInput> {
  return input as Partial<ProfileInput>;
}

function ProfileForm({ proId, profile, schema }: { proId: string; profile: ProProfile; schema: RJSFSchema }) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [input, setInput] = useState(() => inputOf(profile));
  // The picture and the cover are uploaded to us: a link elsewhere would tell that host who reads the page.
  const upload = useMemo(() => proMediaUpload(proId), [proId]);
  const save = useMutation({
    mutationFn: (input: ProfileInput) =>
      api.call("PUT /api/pro/:proId/profile/", { params: { proId }, body: profileWrite(profile, input) }),
    onSuccess: (answer) =>
      queryClient.setQueryData(callKey("GET /api/pro/:proId/profile/", { params: { proId } }), answer),
  });
  const serverErrors =
    isApiError(save.error) && save.error.status === 400
      ? errorSchemaOf(save.error.fieldProblems, "/input")
      : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(input as ProfileInput);
      }}
    >
      <SchemaForm
        idPrefix="profile"
        schema={schema}
        formData={input}
        context={{ upload }}
        onChange={(next) => {
          setInput(next);
          // A saved note would claim edits made since were saved.
          if (save.isSuccess) save.reset();
        }}
        serverErrors={serverErrors}
      />
      {save.error && <ErrorAlert error={save.error} />}
      <p role="status">{save.isSuccess ? t("pro.profile.saved") : ""}</p>
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {t("pro.profile.save")}
      </button>
    </form>
  );
}

/** The author's public page, edited in a form drawn from the profile's schema (GET /schemas). */
export function ProProfilePage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const profile = useQuery(proProfileQuery(api, proId));
  const locale = useLocale();
  const schemas = useQuery(editorSchemasQuery(api, proId, locale));
  const error = profile.error ?? schemas.error;
  useDocumentTitle(t("pro.profile.title"));
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.profile.title")}</h1>
      <p className="muted">{t("pro.profile.intro")}</p>
      {profile.data && !isAuthorListed(profile.data) && (
        <p role="note" data-testid="profile-unlisted">
          {t("pro.profile.unlisted")}
        </p>
      )}
      {error ? (
        <ErrorAlert error={error} />
      ) : profile.data && schemas.data ? (
        <ProfileForm proId={proId} profile={profile.data} schema={schemas.data.profile as RJSFSchema} />
      ) : (
        <PageSpinner />
      )}
    </main>
  );
}
