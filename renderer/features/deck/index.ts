/** What other features may use of deck: everything else in this folder is its own. */
export { useDeckOpener } from "./deckOpener";
export { DeckTrack, type Slide } from "./DeckTrack";
