import { useId } from "react";
import type { PetElement } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import "./home.css";
import { Picture } from "../../ui/Picture";

export interface ElementPickerProps {
  legend: string;
  elements: readonly PetElement[];
  chosen: string;
  disabled?: boolean;
  onChoose(id: string): void;
}

/** A choice among owned heads or backgrounds, as radio buttons showing each picture. */
export function ElementPicker({ legend, elements, chosen, disabled, onChoose }: ElementPickerProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="element-picker" disabled={disabled}>
      <legend className="tile__title">{legend}</legend>
      <ul className="element-picker__list">
        {elements.map((element) => (
          <li key={element.id}>
            <label className="element-picker__option">
              <input
                type="radio"
                name={name}
                value={element.id}
                checked={element.id === chosen}
                onChange={() => onChoose(element.id)}
              />
              <Picture src={element.image} alt="" className="element-picker__image" shape="square" />
              <span>
                {element.isDefault ? t("pet.element.default") : (element.name ?? t("pet.element.unnamed"))}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
