import { useEffect, useState } from "react";
import { toFieldPathId, type FieldProps, type RJSFSchema } from "@rjsf/utils";
import { useProT } from "../../../../app/pro/i18n/useProT";
import { emptyParams } from "../journal";
import { blockOptions, blockTypeOf, editorUiSchema } from "./editorUiSchema";
import { useItemNumber } from "./useItemNumber";

type Block = { type?: string } & Record<string, unknown>;

/**
 * A new block of `option`'s type: its schema's first example without its texts and pictures (the
 * author writes them, in each language), else the type alone.
 */
function newBlock(option: RJSFSchema): Block {
  return { ...(emptyParams(option, "", "") as Block), type: blockTypeOf(option) };
}

/**
 * A kind of block as the author reads it, in the author's language (GET /schemas): its title, else
 * what its description says it is (a kind of condition), else its type.
 */
function kindLabel(option: RJSFSchema | undefined, type: string): string {
  const label = [option?.title, option?.description].find((text) => typeof text === "string" && text !== "");
  return label ?? type;
}

/**
 * A list of blocks chosen by their `type`: add one of any type, remove, move up and down (buttons,
 * so keyboard and touch work alike), and edit each with the form of its own schema.
 */
export function BlockListField({
  schema,
  formData,
  onChange,
  fieldPathId,
  registry,
  errorSchema,
  disabled,
  readonly,
  onBlur,
  onFocus,
}: FieldProps) {
  const t = useProT();
  const itemNumber = useItemNumber();
  const options = blockOptions(schema.items) ?? [];
  const blocks: Block[] = Array.isArray(formData) ? formData : [];
  const [kind, setKind] = useState(() => (options[0] ? blockTypeOf(options[0]) : ""));
  const [announcement, setAnnouncement] = useState("");
  const [focusAfter, setFocusAfter] = useState<string | null>(null);
  const id = fieldPathId.$id;
  const { SchemaField } = registry.fields;
  const locked = disabled || readonly;
  const maxItems = typeof schema.maxItems === "number" ? schema.maxItems : Infinity;

  // A moved block keeps the focus on the button that moved it, at its new place.
  useEffect(() => {
    if (!focusAfter) return;
    document.getElementById(focusAfter)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const write = (next: Block[]) => onChange(next, fieldPathId.path);

  const move = (from: number, to: number, button: "up" | "down") => {
    const next = [...blocks];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as Block);
    write(next);
    setAnnouncement(t("pro.blockList.moved", { position: to + 1, count: next.length }));
    // At the ends the other button is the one left to press.
    const target = (to === 0 && button === "up") || (to === next.length - 1 && button === "down");
    setFocusAfter(`${id}_${to}__${target ? (button === "up" ? "down" : "up") : button}`);
  };

  return (
    <div className="block-list">
      <ol className="block-list__items">
        {blocks.map((block, index) => {
          const option = options.find((candidate) => blockTypeOf(candidate) === block.type);
          const name = t("pro.blockList.item", {
            position: index + 1,
            type: kindLabel(option, String(block.type)),
          });
          return (
            <li key={index} className="block-list__item">
              <fieldset className="block-list__block">
                <legend className="block-list__legend">{name}</legend>
                <div className="block-list__tools">
                  <button
                    type="button"
                    id={`${id}_${index}__up`}
                    className="btn btn--small"
                    disabled={locked || index === 0}
                    aria-label={t("pro.blockList.moveUp", { name })}
                    onClick={() => move(index, index - 1, "up")}
                  >
                    {t("pro.blockList.up")}
                  </button>
                  <button
                    type="button"
                    id={`${id}_${index}__down`}
                    className="btn btn--small"
                    disabled={locked || index === blocks.length - 1}
                    aria-label={t("pro.blockList.moveDown", { name })}
                    onClick={() => move(index, index + 1, "down")}
                  >
                    {t("pro.blockList.down")}
                  </button>
                  <button
                    type="button"
                    className="btn btn--small btn--remove"
                    disabled={locked}
                    aria-label={t("pro.blockList.remove", { name })}
                    onClick={() => {
                      write(blocks.filter((_, other) => other !== index));
                      setAnnouncement(t("pro.blockList.removed", { name }));
                    }}
                  >
                    {t("pro.blockList.delete")}
                  </button>
                </div>
                {option && SchemaField ? (
                  <SchemaField
                    name={String(index)}
                    schema={option}
                    uiSchema={editorUiSchema(option, itemNumber)}
                    formData={block}
                    errorSchema={errorSchema?.[index]}
                    fieldPathId={toFieldPathId(index, registry.globalFormOptions, fieldPathId)}
                    required
                    disabled={disabled}
                    readonly={readonly}
                    onChange={onChange}
                    onBlur={onBlur}
                    onFocus={onFocus}
                    registry={registry}
                  />
                ) : (
                  <p className="field__error">{t("pro.blockList.unknown")}</p>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="block-list__add">
        <label className="field__label" htmlFor={`${id}__kind`}>
          {t("pro.blockList.kind")}
        </label>
        <select
          id={`${id}__kind`}
          className="field__input"
          value={kind}
          disabled={locked}
          onChange={(event) => setKind(event.target.value)}
        >
          {options.map((option) => (
            <option key={blockTypeOf(option)} value={blockTypeOf(option)}>
              {kindLabel(option, blockTypeOf(option))}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          disabled={locked || blocks.length >= maxItems}
          onClick={() => {
            const option = options.find((candidate) => blockTypeOf(candidate) === kind);
            if (!option) return;
            write([...blocks, newBlock(option)]);
            setAnnouncement(
              t("pro.blockList.added", { position: blocks.length + 1, type: kindLabel(option, kind) }),
            );
          }}
        >
          {t("pro.blockList.add")}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
