import { lazy, Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../app/api/ApiContext";
import { personalizationQuery } from "./queries";

// Not on the deck's first load: asked for once a card is done, drawn only for a patient who owns it.
const ConfettiShower = lazy(() =>
  import("./ConfettiShower").then((module) => ({ default: module.ConfettiShower })),
);

/**
 * The confetti bought in the shop (a PERSONALIZATION with effect CONFETTI): a shower each time a
 * card is done (`burst` grows), while the patient owns it and has it switched on.
 */
export function CardConfetti({ burst }: { burst: number }) {
  const api = useApi();
  const on = useQuery({
    ...personalizationQuery(api),
    select: (view) => view.effects.some((effect) => effect.effect === "CONFETTI" && effect.on),
    enabled: burst > 0,
  }).data;
  return on ? (
    <Suspense fallback={null}>
      <ConfettiShower burst={burst} />
    </Suspense>
  ) : null;
}
