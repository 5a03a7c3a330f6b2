import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import type { ChoiceTaskParams, Language, PreviewCardInput, Task } from "../../../../../card-schemas";
import { localizeQuestionnaire } from "../../../../../engine/tracking/questionnaireRules";
import { editorSchemas } from "../../../../../card-schemas/editorSchemas";
import { taskCard } from "../../../../test/fixtures";
import { questionnaireContents } from "../../../tracking/questionnaireFixtures";
import { fail, mockApi, ok } from "../../../../test/mockApi";
import { renderPro } from "../../../../test/pro/renderPro";
import { ActionEditor } from "./ActionEditor";

const params: ChoiceTaskParams = {
  question: "How did you sleep?",
  choices: [
    { id: "well", label: "Well" },
    { id: "badly", label: "Badly" },
  ],
};

/** The server's preview: the card as the deck draws it, or 400 for an empty choice label. */
const { api, calls } = mockApi({
  "POST /api/pro/:proId/preview": ({ body }) => {
    const asked = body.card.params as unknown as ChoiceTaskParams;
    const empty = asked.choices.findIndex((choice) => !choice.label);
    if (empty >= 0) {
      return fail(400, "VALIDATION_FAILED", "invalid", [
        { path: `/params/choices/${empty}/label`, message: "must NOT have fewer than 1 characters" },
      ]);
    }
    return ok(taskCard("preview", { type: "CHOICE", params: asked } as Task, { title: "Your night" }));
  },
});

function Harness() {
  const [card, setCard] = useState<PreviewCardInput>({
    taskType: "CHOICE",
    uniqueId: "night",
    params: { ...params },
  });
  return (
    <ActionEditor
      proId="author-1"
      schema={editorSchemas("en").tasks.CHOICE as never}
      card={card}
      onParams={(next) => setCard({ ...card, params: next })}
      language="en"
    />
  );
}

describe("ActionEditor's live preview", () => {
  it("draws the card with the deck's registry, and again as the author types", async () => {
    await renderPro(<Harness />, { api });
    const phone = within(screen.getByTestId("phone-preview"));
    expect(await phone.findByRole("radio", { name: "Badly" })).toBeTruthy();
    expect(phone.getByText("How did you sleep?")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Question"), { target: { value: "Rested?" } });
    expect(await phone.findByText("Rested?")).toBeTruthy();
    // One call per pause in typing, each with the card as written.
    expect(calls.at(-1)?.body).toMatchObject({
      card: { taskType: "CHOICE", params: { question: "Rested?" } },
      language: "en",
    });
  });

  it("shows a refused card as the ERROR card a patient would get, and the refusal on its field", async () => {
    await renderPro(<Harness />, { api });
    const phone = within(screen.getByTestId("phone-preview"));
    await phone.findByRole("radio", { name: "Badly" });

    fireEvent.change(screen.getAllByLabelText(/^Label/)[1]!, { target: { value: "" } });
    expect(await phone.findByTestId("error-card")).toBeTruthy();
    expect(phone.getByText("ERROR")).toBeTruthy();
    expect(await screen.findByText("must NOT have fewer than 1 characters")).toBeTruthy();
  });

  it("draws a QUESTIONNAIRE card with its questionnaire, read as the author in the card's language", async () => {
    const questionnaire = mockApi({
      "POST /api/pro/:proId/preview": ({ body }) =>
        ok(taskCard("preview", { type: "QUESTIONNAIRE", params: body.card.params } as unknown as Task)),
      "GET /api/pro/:proId/questionnaires/:id": ({ params, query }) =>
        ok(
          localizeQuestionnaire(questionnaireContents[params.id!]!, (query.get("lang") ?? "en") as Language),
        ),
    });
    await renderPro(
      <ActionEditor
        proId="author-1"
        schema={editorSchemas("en").tasks.QUESTIONNAIRE as never}
        card={{ taskType: "QUESTIONNAIRE", uniqueId: "sleep", params: { questionnaireId: "mood-check" } }}
        onParams={() => {}}
        language="fr"
      />,
      { api: questionnaire.api },
    );
    const phone = within(screen.getByTestId("phone-preview"));
    expect(await phone.findByText("Point sur votre humeur")).toBeTruthy();
    // As a patient who never filled it: when it was last filled, and the rewards it offers.
    expect(phone.getByTestId("questionnaire-last").textContent).toBe("Not filled in yet");
    expect(phone.getByTestId("questionnaire-rewards")).toBeTruthy();
    expect(phone.getByRole("button", { name: "Fill in" })).toBeTruthy();
    // Never the patients' calls, which answer an author 403.
    const paths = questionnaire.calls.map((call) => call.path);
    expect(paths.filter((path) => path.includes("/patient/"))).toEqual([]);
    const reads = questionnaire.calls.filter((call) => call.path.includes("/questionnaires/"));
    expect(reads.map((call) => [call.path, call.query.get("lang")])).toContainEqual([
      "/api/pro/author-1/questionnaires/mood-check",
      "fr",
    ]);
  });
});
