import { Deck } from "./Deck";
import { useCloseDeck } from "./deckOpener";
import { usePatientToday } from "../../app/session/today";

/** `/app/patient/tasks`: the daily deck of the patient's local today. */
export function TasksPage() {
  const close = useCloseDeck();
  // Fixed when the deck opens: a deck left open past midnight keeps its day.
  const date = usePatientToday();
  return <Deck date={date} onClose={close} />;
}
