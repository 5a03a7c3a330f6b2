import { createContext, useContext } from "react";

/**
 * How urgently what is below loads. In the deck: "high" for the card on screen (mounted at once,
 * its pictures fetched first: the first card's picture is the page's largest paint), "low" for
 * the cards next to it (mounted once the screen is drawn and the browser is idle, so a swipe finds
 * them ready) and "later" for the others (mounted when they come next to the screen). Anywhere
 * else "auto": mounted at once, pictures fetched as they near the screen.
 */
export type LoadPriority = "high" | "auto" | "low" | "later";

export const LoadPriorityContext = createContext<LoadPriority>("auto");

export function useLoadPriority(): LoadPriority {
  return useContext(LoadPriorityContext);
}

/** The priority of the deck's slide `slide` while slide `current` is on screen. */
export function slidePriority(slide: number, current: number): LoadPriority {
  if (slide === current) return "high";
  return Math.abs(slide - current) === 1 ? "low" : "later";
}

/** The loading attributes of a picture here. */
export function useImageLoading(): { loading: "eager" | "lazy"; fetchPriority: "high" | "auto" | "low" } {
  const priority = useLoadPriority();
  if (priority === "high") return { loading: "eager", fetchPriority: "high" };
  return { loading: "lazy", fetchPriority: priority === "auto" ? "auto" : "low" };
}

/** How much of a video to fetch before it is played: nothing for a card off screen. */
export function useVideoPreload(): "metadata" | "none" {
  const priority = useLoadPriority();
  return priority === "high" || priority === "auto" ? "metadata" : "none";
}
