import type { PetView } from "../../../card-schemas";
import { useT } from "../../app/i18n/useT";
import { PetFace } from "./PetFace";
import "./home.css";
import { Picture } from "../../ui/Picture";

/**
 * The tamaoutshi: its background, its head and, over the head, a face that shows its mood, in the
 * golden frame when the patient bought it and has it on (`pet.frame`). The pictures are
 * decorative; the mood is said in words beside it.
 */
export function Pet({ pet, size = "large" }: { pet: PetView; size?: "large" | "small" }) {
  const t = useT();
  return (
    <figure
      className={`pet pet--${size}${pet.frame ? " pet--framed" : ""}`}
      data-testid="pet"
      data-mood={pet.mood}
      data-framed={pet.frame ? "" : undefined}
    >
      <div className="pet__stage">
        <Picture className="pet__background" src={pet.background.image} alt="" />
        <Picture className="pet__head" src={pet.head.image} alt="" shape="square" />
        <PetFace mood={pet.mood} />
      </div>
      <figcaption className="pet__mood" data-testid="pet-mood">
        {t(`pet.mood.${pet.mood}`)}
      </figcaption>
    </figure>
  );
}
