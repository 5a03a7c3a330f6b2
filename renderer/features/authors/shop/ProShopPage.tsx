import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RJSFSchema } from "@rjsf/utils";
import type { ApiCalls, ProCustomItem } from "../../../../card-schemas";
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
import { proCustomItemsQuery } from "../proProfile/queries";
import { callKey } from "../../../app/api/callKey";

type NewItem = ApiCalls["POST /api/pro/:proId/custom"]["body"];

/** One item on sale; deleting it asks first, in the row itself. */
function ItemRow({ proId, item }: { proId: string; item: ProCustomItem }) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.call("DELETE /api/pro/:proId/custom/:id", { params: { proId, id: item.id } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/custom", { params: { proId } }),
      }),
  });
  return (
    <li className="pro-card" data-testid={`pro-item-${item.id}`}>
      <h2 className="pro-card__title">{item.input.name}</h2>
      <p>{t("pro.shop.price", { count: item.price })}</p>
      {remove.error && <ErrorAlert error={remove.error} />}
      {confirming ? (
        <p role="group" aria-label={t("pro.shop.confirm", { name: item.input.name })}>
          {t("pro.shop.confirm", { name: item.input.name })}{" "}
          <button
            type="button"
            className="btn btn--primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t("pro.shop.confirmDelete")}
          </button>{" "}
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
            {t("pro.shop.keep")}
          </button>
        </p>
      ) : (
        <button
          type="button"
          className="btn btn--ghost"
          aria-label={t("pro.shop.deleteItem", { name: item.input.name })}
          onClick={() => setConfirming(true)}
        >
          {t("pro.shop.delete")}
        </button>
      )}
    </li>
  );
}

function CreateItem({ proId, schema }: { proId: string; schema: RJSFSchema }) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [body, setBody] = useState<Partial<NewItem>>({});
  // The item's picture is uploaded to us: a link elsewhere would tell that host who opens the shop.
  const upload = useMemo(() => proMediaUpload(proId), [proId]);
  const create = useMutation({
    mutationFn: (next: NewItem) => api.call("POST /api/pro/:proId/custom", { params: { proId }, body: next }),
    onSuccess: () => {
      setBody({});
      return queryClient.invalidateQueries({
        queryKey: callKey("GET /api/pro/:proId/custom", { params: { proId } }),
      });
    },
  });
  const serverErrors =
    isApiError(create.error) && create.error.status === 400
      ? errorSchemaOf(create.error.fieldProblems)
      : undefined;
  return (
    <section className="pro-section" aria-labelledby="pro-new-item">
      <h2 id="pro-new-item" className="pro-section__title">
        {t("pro.shop.new")}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(body as NewItem);
        }}
      >
        <SchemaForm
          idPrefix="new-item"
          schema={schema}
          formData={body}
          context={{ upload }}
          onChange={setBody}
          serverErrors={serverErrors}
        />
        {create.error && <ErrorAlert error={create.error} />}
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          {t("pro.shop.create")}
        </button>
      </form>
    </section>
  );
}

/** The author's own items in the patients' shop: the list, a new one, and deleting one. */
export function ProShopPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const items = useQuery(proCustomItemsQuery(api, proId));
  const locale = useLocale();
  const schemas = useQuery(editorSchemasQuery(api, proId, locale));
  useDocumentTitle(t("pro.shop.title"));
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.shop.title")}</h1>
      {items.isPending ? (
        <PageSpinner />
      ) : items.error ? (
        <ErrorAlert error={items.error} />
      ) : items.data.items.length === 0 ? (
        <p className="muted">{t("pro.shop.empty")}</p>
      ) : (
        <ul className="pro-list">
          {items.data.items.map((item) => (
            <ItemRow key={item.id} proId={proId} item={item} />
          ))}
        </ul>
      )}
      {schemas.error ? (
        <ErrorAlert error={schemas.error} />
      ) : schemas.data ? (
        <CreateItem proId={proId} schema={schemas.data.customItem as RJSFSchema} />
      ) : (
        <PageSpinner />
      )}
    </main>
  );
}
