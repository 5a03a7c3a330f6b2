import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import type { RJSFSchema } from "@rjsf/utils";
import { editorSchemas } from "../../../../../card-schemas/editorSchemas";
import { renderPro } from "../../../../test/pro/renderPro";
import type { EditorContext } from "./editorContext";
import { SchemaForm } from "./SchemaForm";

const schemas = editorSchemas("en");
const context: EditorContext = {
  texts: { languages: ["fr", "en"], keyPrefix: "actions.a.params.", texts: {}, onText: () => {} },
  upload: async () => "/media/a.png",
};

const forms = [
  ...Object.entries(schemas.tasks).map(([name, schema]) => ["task", name, schema] as const),
  ...Object.entries(schemas.blocks).map(([name, schema]) => ["block", name, schema] as const),
  ...Object.entries(schemas.authorTasks).map(([name, schema]) => ["author task", name, schema] as const),
  ["author", "message", schemas.authorMessage] as const,
];

// A new task type, block or author task gets its form from its schema alone: each one, filled with its first
// example, is drawn whole, with a label for every control.
describe.each(forms)("the editor form of %s %s", (_kind, name, schema) => {
  it("is drawn from its schema with accessible labels", async () => {
    const example = (schema?.examples as unknown[] | undefined)?.[0] ?? {};
    const { container } = await renderPro(
      <SchemaForm
        idPrefix={name}
        schema={schema as RJSFSchema}
        formData={example}
        onChange={() => {}}
        context={context}
      />,
    );
    expect(container.textContent).not.toMatch(/Unsupported field|Unknown field type/);
    const { violations } = await axe.run(container, {
      // happy-dom has no layout: colours and sizes are for the browser journeys.
      rules: { "color-contrast": { enabled: false }, "target-size": { enabled: false } },
    });
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`)).toEqual(
      [],
    );
  });
});

describe("the editor forms in the author's language", () => {
  it("label each field, value and kind as GET /schemas gives them in French", async () => {
    const button = editorSchemas("fr").blocks.button as RJSFSchema;
    await renderPro(
      <SchemaForm
        idPrefix="button"
        schema={button}
        formData={{ type: "button", label: "Go", action: { kind: "complete", done: true } }}
        onChange={() => {}}
        context={context}
      />,
      { locale: "fr" },
    );
    expect(screen.getByRole("textbox", { name: /^Libellé/ })).toBeTruthy();
    expect(screen.getByText("Texte du bouton, déjà traduit.")).toBeTruthy();
    const kinds = within(screen.getByRole("combobox", { name: "Action" })).getAllByRole("option");
    expect(kinds.map((option) => option.textContent)).toEqual([
      "Termine la carte, avec un résultat.",
      "Ouvre un écran de l'application.",
      "Appelle l'une de nos API, avec la session du patient.",
      "Ouvre une page web extérieure dans un nouvel onglet.",
      "Ouvre la feuille de partage du système (ou copie le lien s'il n'y en a pas).",
    ]);
    const variants = within(screen.getByRole("combobox", { name: /^Variante/ })).getAllByRole("option");
    expect(variants.map((option) => option.textContent)).toContain("Principal");
  });
});

describe("the program's conditions in the editor", () => {
  const program = editorSchemas("fr").program as RJSFSchema & { properties: Record<string, RJSFSchema> };

  it("offer data conditions with the product's operators, to join and to succeed, in the author's language", async () => {
    const { container } = await renderPro(
      <SchemaForm
        idPrefix="victory"
        schema={program.properties.victoryConditions!}
        formData={{
          completionPercent: 80,
          dataConditions: [
            { type: "dataValue", dataValue: "WATER", operator: "AVERAGE_MORE", target: 6, days: 7 },
          ],
        }}
        onChange={() => {}}
        context={context}
      />,
      { locale: "fr" },
    );
    expect(container.textContent).not.toMatch(/Unsupported field|Unknown field type/);
    expect((screen.getByRole("textbox", { name: /^Donnée suivie/ }) as HTMLInputElement).value).toBe("WATER");
    const operators = within(screen.getByRole("combobox", { name: /^Opérateur/ })).getAllByRole("option");
    expect(operators.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(["Dernière valeur égale à", "Moyenne d'au moins", "Total d'au plus"]),
    );
    expect(operators.filter((option) => option.textContent !== "")).toHaveLength(10);
    // Each condition is named by what it is, never by its code.
    expect(
      screen.getByRole("group", {
        name: /^Bloc 1\s:\sUne valeur que le patient suit, comparée à une cible sur une période de jours\.$/,
      }),
    ).toBeTruthy();
    const victoryKinds = (program.properties.victoryConditions!.properties!.dataConditions as RJSFSchema)
      .items as RJSFSchema;
    expect((victoryKinds.oneOf as RJSFSchema[]).map((option) => option.description)).toEqual([
      "Une valeur que le patient suit, comparée à une cible sur une période de jours.",
      "Le score d'un questionnaire, comparé à une cible sur une période de jours.",
    ]);

    const join = program.properties.subscriptionConditions!.items as RJSFSchema;
    const options = (join.oneOf as RJSFSchema[]).map((option) => option.description);
    expect(options).toContain(
      "Une valeur que le patient suit, comparée à une cible sur une période de jours.",
    );
  });
});
