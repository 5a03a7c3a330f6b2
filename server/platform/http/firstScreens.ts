/**
 * The pages opened first (the deck, home, a public program), and what each needs for its first
 * screen: the module of its route (pagePreloads.ts names its code in the page), the reads it
 * draws (pageData.ts answers them in the page) and the picture that is its largest paint.
 */
import type { ApiCallKey } from "../../../card-schemas/apiCalls";
import { cardPicture } from "../../../card-schemas/cardPicture";
import { DECK_PAGE_PATH } from "../../../card-schemas/sessionElement";
import { isWheelReady } from "../../../engine/rewards/luckyWheel";
import { mediaLinkType } from "../../../engine/shared/mediaLinkType";

/** One read of a page, as the renderer makes it. */
export interface PageRead {
  call: ApiCallKey;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Who reads the page: the day and the language the renderer will ask for. */
export interface PageReader {
  today: string;
  language: string;
}

export interface FirstScreen {
  path: RegExp;
  /** The route's module in the build manifest. */
  module: string;
  reads(match: RegExpExecArray, reader: PageReader): PageRead[];
  /** The pictures to fetch first, read off the answers (by call): its largest paint. */
  pictures?(answers: ReadonlyMap<ApiCallKey, unknown>): string[];
}

const escape = (path: string) => path.replace(/\//g, "\\/");

export const FIRST_SCREENS: readonly FirstScreen[] = [
  {
    path: new RegExp(`^${escape(DECK_PAGE_PATH)}\\/?$`),
    module: "features/deck/TasksPage.tsx",
    reads: (_, { today }) => [{ call: "GET /api/patient/todo", query: { date: today } }],
    pictures(answers) {
      const deck = answers.get("GET /api/patient/todo") as
        { data: { luckyOutchi: number }; cards: unknown[] } | undefined;
      // The lucky wheel, once ready, is the first slide: it has no picture.
      if (!deck || isWheelReady(deck.data.luckyOutchi)) return [];
      const picture = cardPicture(deck.cards[0]);
      return picture ? [picture] : [];
    },
  },
  {
    path: /^\/app\/patient\/?$/,
    module: "features/home/PatientHomePage.tsx",
    reads: () => [
      { call: "GET /api/patient/bank" },
      { call: "GET /api/patient/home" },
      { call: "GET /api/patient/programs" },
      { call: "GET /api/patient/personalGoals", query: { status: "INPROGRESS" } },
    ],
    pictures(answers) {
      // The pet comes first on home: its background and its head are the first screen's pictures.
      const home = answers.get("GET /api/patient/home") as
        | {
            sections: Array<{
              type: string;
              pet?: { background: { image: string }; head: { image: string } };
            }>;
          }
        | undefined;
      const pet = home?.sections.find((section) => section.type === "HOME_PET")?.pet;
      return pet ? [pet.background.image, pet.head.image] : [];
    },
  },
  {
    path: /^\/app\/guest\/ressources\/programs\/([^/]+)\/?$/,
    module: "features/programs/PublicProgramPage.tsx",
    reads: (match, { language }): PageRead[] => {
      const id = decodeURIComponent(match[1]!);
      return [
        { call: "GET /api/guest/program/:id", params: { id }, query: { lang: language } },
        { call: "GET /api/guest/program/:id/ratings", params: { id } },
        // A guest is refused this one, which the page then leaves out.
        { call: "GET /api/patient/study/:studyId/rating", params: { studyId: id } },
      ];
    },
    pictures(answers) {
      // The program's picture comes right under its title: the largest paint.
      const program = answers.get("GET /api/guest/program/:id") as { mediaLink?: string } | undefined;
      return program?.mediaLink && mediaLinkType(program.mediaLink) === "image" ? [program.mediaLink] : [];
    },
  },
];

/** The first screen at `pathname`, and its path's match. */
export function firstScreenAt(pathname: string): { screen: FirstScreen; match: RegExpExecArray } | undefined {
  for (const screen of FIRST_SCREENS) {
    const match = screen.path.exec(pathname);
    if (match) return { screen, match };
  }
  return undefined;
}
