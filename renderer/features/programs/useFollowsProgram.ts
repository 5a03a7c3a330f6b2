import { useQuery } from "@tanstack/react-query";
import { QUEUE_SUBSCRIPTION_STATUS } from "../../../engine/deck";
import { useApi } from "../../app/api/ApiContext";
import { programsQuery } from "./queries";

/**
 * Whether the patient follows a program that deals cards (a subscription in progress,
 * docs/features/deck.md), so that an empty deck can say what to do next; undefined until known.
 */
export function useFollowsProgram(): boolean | undefined {
  const api = useApi();
  const programs = useQuery(programsQuery(api));
  return programs.data?.some(
    (program) => program.subscribed && program.subscriptionStatus === QUEUE_SUBSCRIPTION_STATUS,
  );
}
