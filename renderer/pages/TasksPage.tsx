import { useState } from "react";
import { useNavigate } from "@tanstack/react-router";
import { Deck } from "../deck/Deck";
import { today } from "../todo/today";

/** `/app/patient/tasks`: the daily deck of the patient's local today. */
export function TasksPage() {
  const navigate = useNavigate();
  // Fixed when the deck opens: a deck left open past midnight keeps its day.
  const [date] = useState(() => today());
  return <Deck date={date} onClose={() => void navigate({ to: "/app/patient" })} />;
}
