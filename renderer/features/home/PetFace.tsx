import type { PetView } from "../../../card-schemas";

type Mood = PetView["mood"];

/** The eyes and mouth of each mood, drawn over the head (200 × 200 viewBox, head centred). */
const FACES: Record<Mood, { eyes: string; mouth: string; extra?: string }> = {
  OK: { eyes: "M78 112a6 6 0 1 0 0.1 0M122 112a6 6 0 1 0 0.1 0", mouth: "M86 138q14 12 28 0" },
  HUNGRY: {
    eyes: "M78 112a6 6 0 1 0 0.1 0M122 112a6 6 0 1 0 0.1 0",
    mouth: "M90 140a10 9 0 1 0 20 0a10 9 0 1 0-20 0",
  },
  THIRSTY: {
    eyes: "M72 112h12M116 112h12",
    mouth: "M88 142q12-8 24 0",
    extra: "M118 146q4 8 0 12q-4-4 0-12",
  },
  DIRTY: {
    eyes: "M78 112a6 6 0 1 0 0.1 0M122 112a6 6 0 1 0 0.1 0",
    mouth: "M88 142h24",
    extra: "M58 130a6 6 0 1 0 0.1 0M140 96a5 5 0 1 0 0.1 0M132 150a4 4 0 1 0 0.1 0",
  },
  BORED: { eyes: "M70 114h16M114 114h16", mouth: "M88 142h24" },
  SLEEPING: {
    eyes: "M70 112q8 6 16 0M114 112q8 6 16 0",
    mouth: "M94 142q6 4 12 0",
    extra: "M140 70h12l-12 12h12M156 54h8l-8 8h8",
  },
};

/** The pet's face for its mood, over its head. */
export function PetFace({ mood }: { mood: Mood }) {
  const face = FACES[mood];
  return (
    <svg className="pet__face" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <path d={face.eyes} stroke="#2b2118" strokeWidth="6" strokeLinecap="round" fill="#2b2118" />
      <path d={face.mouth} stroke="#2b2118" strokeWidth="5" strokeLinecap="round" fill="none" />
      {face.extra && (
        <path d={face.extra} stroke="#4a6fa5" strokeWidth="4" strokeLinecap="round" fill="none" />
      )}
    </svg>
  );
}
