import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RJSFSchema } from "@rjsf/utils";
import type { EditorSchemas, ProAuthorMessage, ProContentBody, ProTaskBody } from "../../../../card-schemas";
import { useApi } from "../../../app/api/ApiContext";
import { isApiError } from "../../../app/api/client";
import { useIntl, useLocale } from "../../../app/i18n/useT";
import { PageSpinner } from "../../../app/shell/PageSpinner";
import { newEntryId } from "../../tracking";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { useDocumentTitle } from "../../../ui/useDocumentTitle";
import { errorSchemaOf } from "../../programs";
import { proMediaUpload } from "../../programs";
import { SchemaForm } from "../../programs";
import type { ProMessageId } from "../../../app/pro/i18n/proLocales";
import { useProT } from "../../../app/pro/i18n/useProT";
import { editorSchemasQuery } from "../../programs";
import { useProId } from "../../../app/pro/proRoute";
import { proMessagesQuery } from "./queries";
import { callKey } from "../../../app/api/callKey";

/** A message (POST /content/{x}) or one of the author task types (POST /tasks). */
const MESSAGE = "message";

/** The kinds' names; a task type the server adds later shows its code until it has one. */
const KIND_NAMES: Record<string, ProMessageId> = {
  [MESSAGE]: "pro.posts.kind.message",
  PUSH_PGRM: "pro.posts.kind.PUSH_PGRM",
  PUSH_QUEST: "pro.posts.kind.PUSH_QUEST",
  CONTENT: "pro.posts.kind.CONTENT",
  SEND_MESSAGE: "pro.posts.kind.SEND_MESSAGE",
};

type Draft = Record<string, unknown>;

/** What a new form of `kind` starts with: a task's form is for its one type. */
const emptyDraft = (kind: string): Draft => (kind === MESSAGE ? {} : { autorTask: { type: kind } });

/** The form of each kind, drawn from GET /schemas; sending puts it in the linked patients' decks. */
function Composer({ proId, schemas }: { proId: string; schemas: EditorSchemas }) {
  const t = useProT();
  const api = useApi();
  const queryClient = useQueryClient();
  const kinds = [MESSAGE, ...Object.keys(schemas.authorTasks)];
  const [kind, setKind] = useState(MESSAGE);
  const [draft, setDraft] = useState<Draft>({});
  // One id per composition: a retry after a lost answer sends it once.
  const [id, setId] = useState(newEntryId);
  const upload = useMemo(() => proMediaUpload(proId), [proId]);
  const schema = (kind === MESSAGE ? schemas.authorMessage : schemas.authorTasks[kind]) as RJSFSchema;

  const send = useMutation({
    mutationFn: () =>
      kind === MESSAGE
        ? api.call("POST /api/pro/:proId/content/:x", {
            params: { proId, x: id },
            body: draft as unknown as ProContentBody,
          })
        : api.call("POST /api/pro/:proId/tasks", {
            params: { proId },
            body: { ...(draft as unknown as Omit<ProTaskBody, "key">), key: id },
          }),
    onSuccess: () => {
      setDraft(emptyDraft(kind));
      setId(newEntryId());
      if (kind === MESSAGE)
        return queryClient.invalidateQueries({
          queryKey: callKey("GET /api/pro/:proId/content", { params: { proId } }),
        });
    },
  });

  const choose = (next: string) => {
    setKind(next);
    setDraft(emptyDraft(next));
    setId(newEntryId());
    send.reset();
  };
  const serverErrors =
    isApiError(send.error) && send.error.status === 400 ? errorSchemaOf(send.error.fieldProblems) : undefined;

  return (
    <section className="pro-section" aria-labelledby="pro-posts-new">
      <h2 id="pro-posts-new" className="pro-section__title">
        {t("pro.posts.new")}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
      >
        <div className="field">
          <label className="control-label" htmlFor="pro-posts-kind">
            {t("pro.posts.kind")}
          </label>
          <select
            id="pro-posts-kind"
            className="field__input"
            value={kind}
            onChange={(event) => choose(event.target.value)}
          >
            {kinds.map((option) => (
              <option key={option} value={option}>
                {KIND_NAMES[option] ? t(KIND_NAMES[option]) : option}
              </option>
            ))}
          </select>
        </div>
        <SchemaForm
          // A new form for each composition: rjsf keeps nothing of the last one (its errors).
          key={`${kind}-${id}`}
          idPrefix={`post-${kind}`}
          schema={schema}
          formData={draft}
          onChange={setDraft}
          context={{ upload }}
          serverErrors={serverErrors}
        />
        {send.error && <ErrorAlert error={send.error} />}
        {/* Said of the last sending, until the next one. */}
        <p role="status">{send.isSuccess ? t("pro.posts.sent", { count: send.data.sent }) : ""}</p>
        <button type="submit" className="btn btn--primary" disabled={send.isPending}>
          {t("pro.posts.send")}
        </button>
      </form>
    </section>
  );
}

function MessageItem({ message }: { message: ProAuthorMessage }) {
  const t = useProT();
  const intl = useIntl();
  return (
    <li className="pro-card" data-testid={`pro-message-${message.id}`}>
      <p className="pro-message__text">{message.message}</p>
      <p className="muted">
        {intl.formatDate(message.createdAt, { dateStyle: "medium", timeStyle: "short" })} ·{" "}
        {t("pro.posts.decks", { count: message.sent })}
      </p>
    </li>
  );
}

function SentMessages({ proId }: { proId: string }) {
  const t = useProT();
  const api = useApi();
  const messages = useQuery(proMessagesQuery(api, proId));
  return (
    <section className="pro-section" aria-labelledby="pro-posts-sent">
      <h2 id="pro-posts-sent" className="pro-section__title">
        {t("pro.posts.messages")}
      </h2>
      {messages.isPending ? (
        <PageSpinner />
      ) : messages.error ? (
        <ErrorAlert error={messages.error} />
      ) : messages.data.items.length === 0 ? (
        <p className="muted">{t("pro.posts.empty")}</p>
      ) : (
        <ul className="pro-list">
          {messages.data.items.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the author sends to their linked patients: a message, or a task card, and the messages sent. */
export function ProPostsPage() {
  const t = useProT();
  const api = useApi();
  const proId = useProId();
  const locale = useLocale();
  const schemas = useQuery(editorSchemasQuery(api, proId, locale));
  useDocumentTitle(t("pro.posts.title"));
  return (
    <main id="main" className="page pro-page">
      <h1 className="page__title">{t("pro.posts.title")}</h1>
      <p className="muted">{t("pro.posts.intro")}</p>
      {schemas.error ? (
        <ErrorAlert error={schemas.error} />
      ) : schemas.data ? (
        <Composer proId={proId} schemas={schemas.data} />
      ) : (
        <PageSpinner />
      )}
      <SentMessages proId={proId} />
    </main>
  );
}
