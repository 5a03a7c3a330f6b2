import { useMatches } from "@tanstack/react-router";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /**
     * A page opened first (the deck, home, a public program), which the server draws
     * (server/platform/http/firstScreens.ts): it reads the first part of the catalog only
     * (renderer/app/i18n/catalogParts.ts).
     */
    firstScreen?: boolean;
  }
}

/** Whether the page on screen is a first screen. */
export function useIsFirstScreen(): boolean {
  return useMatches({ select: (matches) => matches.some((match) => match.staticData.firstScreen === true) });
}
