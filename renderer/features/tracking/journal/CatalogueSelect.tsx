import { useId } from "react";
import type { CatalogueMedication, CatalogueSymptom } from "../../../../card-schemas";

interface CatalogueSelectProps {
  label: string;
  items: readonly (CatalogueSymptom | CatalogueMedication)[];
  /** The id of the item chosen. */
  value: string;
  onChange: (id: string) => void;
}

/** The field that picks which symptom or medication of the catalogue an entry is about. */
export function CatalogueSelect({ label, items, value, onChange }: CatalogueSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.label}
          </option>
        ))}
      </select>
    </div>
  );
}
