import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RJSFSchema } from "@rjsf/utils";
import type { Language } from "../../../../../engine/shared/languages";
import { MEDIA_URL_PATTERN } from "../../../../../card-schemas/mediaLink";
import { renderPro } from "../../../../test/pro/renderPro";
import type { EditorContext } from "./editorContext";
import { errorSchemaOf, textErrorSchemaOf } from "./errorSchemaOf";
import { SchemaForm } from "./SchemaForm";

const textBlock: RJSFSchema = {
  type: "object",
  // Named by its title, as GET /schemas names each kind of block in the author's language.
  title: "Text",
  description: "A paragraph.",
  properties: {
    type: { type: "string", const: "text", description: "Block type." },
    text: { type: "string", minLength: 1, maxLength: 4000, description: "The text." },
  },
  required: ["type", "text"],
  additionalProperties: false,
  examples: [{ type: "text", text: "Breathe." }],
};

const timerBlock: RJSFSchema = {
  type: "object",
  title: "Timer",
  description: "A timer.",
  properties: {
    type: { type: "string", const: "timer", description: "Block type." },
    seconds: { type: "integer", minimum: 1, description: "How long." },
  },
  required: ["type", "seconds"],
  additionalProperties: false,
  examples: [{ type: "timer", seconds: 60 }],
};

const schema: RJSFSchema = {
  type: "object",
  properties: {
    question: { type: "string", maxLength: 500, description: "The question asked." },
    mediaLink: {
      type: "string",
      format: "uri-reference",
      pattern: MEDIA_URL_PATTERN,
      description: "Link to a picture.",
    },
    body: { type: "array", description: "The blocks.", items: { oneOf: [textBlock, timerBlock] } },
  },
  additionalProperties: false,
};

type Data = { question?: string; mediaLink?: string; body?: Record<string, unknown>[] };

function Harness({
  initial,
  context,
  seen,
}: {
  initial: Data;
  context?: EditorContext;
  seen: (d: Data) => void;
}) {
  const [data, setData] = useState(initial);
  return (
    <SchemaForm
      idPrefix="test"
      schema={schema}
      formData={data}
      context={context}
      onChange={(next) => {
        setData(next);
        seen(next);
      }}
    />
  );
}

const last = (seen: ReturnType<typeof vi.fn>) => seen.mock.calls.at(-1)?.[0] as Data;

describe("SchemaForm", () => {
  it("shows the root's fields under the page's heading, never the root's own title and description", async () => {
    const item: RJSFSchema = {
      type: "object",
      title: "Item",
      description: "The author's words for a custom shop item.",
      properties: { name: { type: "string", title: "Name", description: "What the shop shows." } },
      required: ["name"],
    };
    await renderPro(<SchemaForm idPrefix="item" schema={item} formData={{}} onChange={() => {}} />);
    expect(screen.getByRole("textbox", { name: /^Name/ })).toBeTruthy();
    expect(screen.getByText("What the shop shows.")).toBeTruthy();
    expect(screen.queryByText("Item")).toBeNull();
    expect(screen.queryByText("The author's words for a custom shop item.")).toBeNull();
  });

  it("numbers a list's items under the list's title", async () => {
    const steps: RJSFSchema = {
      type: "object",
      properties: {
        steps: {
          type: "array",
          title: "Steps",
          items: { type: "object", properties: { stepId: { type: "string", title: "Step id" } } },
        },
      },
    };
    const formData = { steps: [{ stepId: "notice" }, { stepId: "pause" }] };
    await renderPro(<SchemaForm idPrefix="steps" schema={steps} formData={formData} onChange={() => {}} />);
    expect(screen.getByRole("group", { name: /^No\. 2/ })).toBeTruthy();
    expect(screen.queryByText(/Steps-\d/)).toBeNull();
  });

  it("writes a text in each of the program's languages, the first one also into the field", async () => {
    const onText = vi.fn();
    const seen = vi.fn();
    const texts = { fr: { "actions.a1.params.question": "Bien dormi ?" }, en: {} };
    const context: EditorContext = {
      texts: { languages: ["fr", "en"] as Language[], keyPrefix: "actions.a1.params.", texts, onText },
    };
    await renderPro(<Harness initial={{ question: "Bien dormi ?" }} context={context} seen={seen} />);

    const field = screen.getByLabelText("Question");
    expect(field).toHaveProperty("value", "Bien dormi ?");
    // The schema's description is the field's help, read with it.
    const described = field.getAttribute("aria-describedby")!.split(" ");
    const help = described.map((id) => document.getElementById(id)?.textContent).filter(Boolean);
    expect(help).toEqual(["The question asked."]);

    fireEvent.change(field, { target: { value: "Bien dormi cette nuit ?" } });
    expect(last(seen).question).toBe("Bien dormi cette nuit ?");
    expect(onText).toHaveBeenLastCalledWith("fr", "actions.a1.params.question", "Bien dormi cette nuit ?");

    await userEvent.click(screen.getByRole("button", { name: "EN" }));
    expect(screen.getByRole("button", { name: "EN" }).getAttribute("aria-pressed")).toBe("true");
    const english = screen.getByLabelText("Question");
    expect(english).toHaveProperty("value", "");
    expect(english.getAttribute("lang")).toBe("en");
    fireEvent.change(english, { target: { value: "Slept well?" } });
    expect(onText).toHaveBeenLastCalledWith("en", "actions.a1.params.question", "Slept well?");
    // Another language's text is a translation, not the field's own value.
    expect(last(seen).question).toBe("Bien dormi cette nuit ?");
  });

  it("adds, moves and removes blocks, each edited with its own schema", async () => {
    const seen = vi.fn();
    await renderPro(<Harness initial={{ body: [{ type: "text", text: "Breathe." }] }} seen={seen} />);

    await userEvent.selectOptions(screen.getByLabelText("Type of the new block"), "timer");
    await userEvent.click(screen.getByRole("button", { name: "Add a block" }));
    expect(last(seen).body).toEqual([
      { type: "text", text: "Breathe." },
      { type: "timer", seconds: 60 },
    ]);
    expect(screen.getByRole("group", { name: "Block 2: Timer" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Block 2 added: Timer");

    const moveUp = screen.getByRole("button", { name: "Move Block 2: Timer up" });
    moveUp.focus();
    await userEvent.keyboard("{Enter}");
    expect(last(seen).body?.map((block) => block.type)).toEqual(["timer", "text"]);
    // The moved block's other button keeps the focus (Up is disabled at the top).
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Block 1: Timer down" }));
    expect(screen.getByRole("status").textContent).toBe("Block moved to position 1 of 2");

    const timer = within(screen.getByRole("group", { name: "Block 1: Timer" }));
    fireEvent.change(timer.getByLabelText(/^Seconds/), { target: { value: "90" } });
    expect(last(seen).body?.[0]).toEqual({ type: "timer", seconds: 90 });

    await userEvent.click(screen.getByRole("button", { name: "Remove Block 2: Text" }));
    expect(last(seen).body).toEqual([{ type: "timer", seconds: 90 }]);
  });

  it("uploads a media file with its progress, then fills the link", async () => {
    const seen = vi.fn();
    let progress: (fraction: number) => void = () => {};
    let finish: (url: string) => void = () => {};
    const upload = vi.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<string>((resolve) => {
          progress = onProgress;
          finish = resolve;
        }),
    );
    await renderPro(<Harness initial={{}} context={{ upload }} seen={seen} />);

    const file = new File(["png"], "cover.png", { type: "image/png" });
    await userEvent.upload(screen.getByTestId("test_mediaLink__file"), file);
    expect(upload).toHaveBeenCalledWith(file, expect.any(Function));
    expect(screen.getByRole("button", { name: "Upload a file" })).toHaveProperty("disabled", true);

    act(() => progress(0.4));
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveProperty("value", 0.4);

    await act(async () => finish("/media/uploads/cover.png"));
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByLabelText("Media link")).toHaveProperty("value", "/media/uploads/cover.png");
    expect(last(seen).mediaLink).toBe("/media/uploads/cover.png");
  });

  it("shows each path the server refused on its field", async () => {
    const serverErrors = errorSchemaOf(
      [
        { path: "/params/body/0/text", message: "Too long for a card." },
        { path: "/rewards", message: "Not for this form." },
      ],
      "/params",
    );
    await renderPro(
      <SchemaForm
        idPrefix="test"
        schema={schema}
        formData={{ body: [{ type: "text", text: "Breathe." }] }}
        serverErrors={serverErrors}
        onChange={() => {}}
      />,
    );
    const block = within(screen.getByRole("group", { name: "Block 1: Text" }));
    expect(block.getByText("Too long for a card.")).toBeTruthy();
    expect(screen.queryByText("Not for this form.")).toBeNull();
  });

  it("shows a refused text of the program's translations on the field that writes it", async () => {
    const serverErrors = textErrorSchemaOf(
      [
        { path: "/translations/fr/actions.a1.params.body.0.text", message: "Too long." },
        { path: "/translations/en/actions.a1.params.body.0.text", message: "Another language." },
      ],
      "fr",
      "actions.a1.params.",
    );
    await renderPro(
      <SchemaForm
        idPrefix="test"
        schema={schema}
        formData={{ body: [{ type: "text", text: "Breathe." }] }}
        serverErrors={serverErrors}
        onChange={() => {}}
      />,
    );
    expect(within(screen.getByRole("group", { name: "Block 1: Text" })).getByText("Too long.")).toBeTruthy();
    expect(screen.queryByText("Another language.")).toBeNull();
  });

  it("words ajv's complaints in the author's language as they type", async () => {
    await renderPro(<Harness initial={{ body: [{ type: "timer", seconds: 60 }] }} seen={() => {}} />, {
      locale: "fr",
    });
    fireEvent.change(screen.getByLabelText(/^Seconds/), { target: { value: "0" } });
    expect(await screen.findByText("Au moins 1.")).toBeTruthy();
  });
});
