import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import { ConfettiShower } from "./ConfettiShower";
import { personalizationQuery } from "./queries";

/**
 * The confetti bought in the shop (a PERSONALIZATION with effect CONFETTI): a shower each time a
 * card is done (`burst` grows), while the patient owns it and has it switched on.
 */
export function CardConfetti({ burst }: { burst: number }) {
  const api = useApi();
  const on = useQuery({
    ...personalizationQuery(api),
    select: (view) => view.effects.some((effect) => effect.effect === "CONFETTI" && effect.on),
  }).data;
  return on ? <ConfettiShower burst={burst} /> : null;
}
