import { useState } from "react";
import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import type { RJSFSchema } from "@rjsf/utils";
import type { Language, PreviewCardInput, Task } from "../../../../../card-schemas";
import { editorSchemas } from "../../../../../card-schemas/editorSchemas";
import { isLocale } from "../../../../app/i18n/locales";
import { useLocale } from "../../../../app/i18n/useT";
import { taskCard } from "../../../../test/fixtures";
import { fail, ok, type MockRoutes } from "../../../../test/mockApi";
import { ProI18nProvider } from "../../../../app/pro/i18n/ProI18nProvider";
import { allProMessages } from "../../../../test/pro/proMessages";
import { ActionEditor } from "./ActionEditor";
import type { EditorContext, MediaUpload } from "./editorContext";
import { SchemaForm } from "./SchemaForm";
import "../../../../app/pro/pro.css";

const LANGUAGES: Language[] = ["fr", "en", "it", "es"];
/** The schemas as GET /schemas serves them in each language of the toolbar. */
const schemasIn = Object.fromEntries(
  LANGUAGES.map((language) => [language, editorSchemas(language)]),
) as Record<Language, ReturnType<typeof editorSchemas>>;
const schemas = schemasIn.en;
const TASK_TYPES = Object.keys(schemas.tasks);
const BLOCK_TYPES = Object.keys(schemas.blocks);
const AUTHOR_TASK_TYPES = Object.keys(schemas.authorTasks);

/** The pro catalog of the toolbar's language, beside the app's that preview.tsx provides. */
const withProCatalog: Decorator = (Story, context) => (
  <ProI18nProvider
    messages={allProMessages[isLocale(context.globals.locale) ? context.globals.locale : "en"]}
  >
    <Story />
  </ProI18nProvider>
);

/** An upload that takes two seconds, so the progress bar shows. */
const slowUpload: MediaUpload = (_file, onProgress) =>
  new Promise((resolve) => {
    let sent = 0;
    const timer = setInterval(() => {
      sent += 0.25;
      onProgress(Math.min(sent, 1));
      if (sent >= 1) {
        clearInterval(timer);
        resolve("/media/breathing.svg");
      }
    }, 500);
  });

/** The texts of the form in every language, kept here as a program's translations would be. */
function useStoryContext(keyPrefix: string): EditorContext {
  const [texts, setTexts] = useState<EditorContext["texts"] & object>({
    languages: LANGUAGES,
    keyPrefix,
    texts: {},
    onText: (language, key, value) =>
      setTexts((current) => ({
        ...current,
        texts: { ...current.texts, [language]: { ...current.texts[language], [key]: value } },
      })),
  });
  return { texts, upload: slowUpload };
}

type Kind = "tasks" | "blocks" | "authorTasks";

const NAMES: Record<Kind, string[]> = {
  tasks: TASK_TYPES,
  blocks: BLOCK_TYPES,
  authorTasks: AUTHOR_TASK_TYPES,
};

/**
 * The editor's form of one task type's params, one block or one author task (what a pro sends to
 * their patients), filled with its schema's first example.
 */
function ExampleForm({ kind, name }: { kind: Kind; name: string }) {
  const schema = schemasIn[useLocale()][kind][name] as RJSFSchema;
  const [data, setData] = useState(() =>
    structuredClone((schema.examples as unknown[] | undefined)?.[0] ?? {}),
  );
  const context = useStoryContext(`actions.${name.toLowerCase().replace(/_/g, "-")}.params.`);
  return (
    <section className="pro-section" aria-labelledby={`story-${kind}-${name}`}>
      <h2 id={`story-${kind}-${name}`} className="pro-section__title">
        {name}
      </h2>
      <SchemaForm
        idPrefix={`${kind}-${name}`}
        schema={schema}
        formData={data}
        onChange={setData}
        context={context}
      />
    </section>
  );
}

/** Every form in a list: each one generated from its schema, none written by hand. */
function EveryForm({ kind }: { kind: Kind }) {
  return (
    <div className="pro-page">
      {NAMES[kind].map((name) => (
        <ExampleForm key={name} kind={kind} name={name} />
      ))}
    </div>
  );
}

const meta = {
  title: "Pro/Editor forms",
  component: ExampleForm,
  decorators: [withProCatalog],
  args: { kind: "tasks", name: "CHOICE" },
  argTypes: {
    kind: { control: "inline-radio", options: ["tasks", "blocks", "authorTasks"] },
    name: { control: "select", options: [...TASK_TYPES, ...BLOCK_TYPES, ...AUTHOR_TASK_TYPES] },
  },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick any task type or block in the controls. */
export const OneForm: Story = { globals: { locale: "en" } };

export const EveryTaskType: Story = { globals: { locale: "en" }, render: () => <EveryForm kind="tasks" /> };

export const EveryTaskTypeFr: Story = { globals: { locale: "fr" }, render: () => <EveryForm kind="tasks" /> };

export const EveryBlock: Story = { globals: { locale: "en" }, render: () => <EveryForm kind="blocks" /> };

export const EveryBlockFr: Story = { globals: { locale: "fr" }, render: () => <EveryForm kind="blocks" /> };

/** PUSH_PGRM, PUSH_QUEST, CONTENT and SEND_MESSAGE: the cards a pro sends to their linked patients. */
export const EveryAuthorTask: Story = {
  globals: { locale: "en" },
  render: () => <EveryForm kind="authorTasks" />,
};

export const PushProgramsTask: Story = {
  globals: { locale: "en" },
  args: { kind: "authorTasks", name: "PUSH_PGRM" },
};
export const PushQuestionnairesTask: Story = {
  globals: { locale: "en" },
  args: { kind: "authorTasks", name: "PUSH_QUEST" },
};
export const ContentTask: Story = {
  globals: { locale: "en" },
  args: { kind: "authorTasks", name: "CONTENT" },
};
export const SendMessageTask: Story = {
  globals: { locale: "en" },
  args: { kind: "authorTasks", name: "SEND_MESSAGE" },
};

/** The author's message (POST /content/{x}), with its example. */
function AuthorMessageForm() {
  const [data, setData] = useState(() => structuredClone((schemas.authorMessage.examples as unknown[])[0]));
  return (
    <section className="pro-section" aria-labelledby="story-author-message">
      <h2 id="story-author-message" className="pro-section__title">
        message
      </h2>
      <SchemaForm
        idPrefix="author-message"
        schema={schemas.authorMessage as RJSFSchema}
        formData={data}
        onChange={setData}
        context={{ upload: slowUpload }}
      />
    </section>
  );
}

export const AuthorMessage: Story = { globals: { locale: "en" }, render: () => <AuthorMessageForm /> };

/** The preview answers like the server: the card, or 400 naming the empty labels. */
const previewApi: MockRoutes = {
  "POST /api/pro/:proId/preview": ({ body }) => {
    const choices = (body.card.params.choices ?? []) as { label?: string }[];
    const empty = choices.findIndex((choice) => !choice.label);
    return empty >= 0
      ? fail(400, "VALIDATION_FAILED", "invalid", [
          { path: `/params/choices/${empty}/label`, message: "is empty" },
        ])
      : ok(
          taskCard("preview", { type: body.card.taskType, params: body.card.params } as Task, {
            title: "Your night",
          }),
        );
  },
};

function ActionWithPreview() {
  const [card, setCard] = useState<PreviewCardInput>({
    taskType: "CHOICE",
    uniqueId: "night",
    params: structuredClone((schemas.tasks.CHOICE?.examples as PreviewCardInput["params"][])[0]!),
  });
  const context = useStoryContext("actions.night.params.");
  return (
    <ActionEditor
      proId="author-1"
      schema={schemas.tasks.CHOICE as RJSFSchema}
      card={card}
      onParams={(params) => setCard((current) => ({ ...current, params }))}
      language="en"
      context={context}
    />
  );
}

/** Empty a choice's label: the phone shows the ERROR card, the field says why. */
export const WithLivePreview: Story = {
  globals: { locale: "en" },
  parameters: { api: previewApi, layout: "fullscreen" },
  render: () => <ActionWithPreview />,
};
