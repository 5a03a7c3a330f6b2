import { useCallback } from "react";
import { atom, useAtom } from "jotai";
import { useRouter } from "@tanstack/react-router";

/**
 * The deck is a page-sized dialog: the control that opened it is gone while it is open, so it is
 * remembered by key, and focused again once the page it lives on is back.
 */
const deckOpenerAtom = atom<{ key: string; returning: boolean } | null>(null);

/** For a control that opens the deck: `ref` and `onClick` to spread on it. */
export function useDeckOpener(key: string) {
  const [opener, setOpener] = useAtom(deckOpenerAtom);
  const returning = opener?.key === key && opener.returning;
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !returning) return;
      element.focus();
      setOpener(null);
    },
    [returning, setOpener],
  );
  const onClick = useCallback(() => setOpener({ key, returning: false }), [key, setOpener]);
  return { ref, onClick };
}

/**
 * Closes the deck: back to the page it was opened from, whose opener takes focus again; opened
 * any other way (a direct link, a reload), to the patient home.
 */
export function useCloseDeck(): () => void {
  const router = useRouter();
  const [opener, setOpener] = useAtom(deckOpenerAtom);
  return useCallback(() => {
    if (opener && !opener.returning) {
      setOpener({ key: opener.key, returning: true });
      router.history.back();
      return;
    }
    void router.navigate({ to: "/app/patient" });
  }, [opener, setOpener, router]);
}
