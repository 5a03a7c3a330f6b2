import "./personalization.css";

/** Pieces of one shower, and the colours they cycle through. */
const PIECES = 36;
const COLOURS = ["#e65a7a", "#5aa0e6", "#f5c542", "#58c08a", "#9b6fe0"];

/**
 * A shower of confetti over the screen, played once each time `burst` grows (its key restarts the
 * animation); nothing at 0. Decorative: hidden from assistive technology, and still for patients
 * who ask for reduced motion (personalization.css).
 */
export function ConfettiShower({ burst }: { burst: number }) {
  if (burst <= 0) return null;
  return (
    <div key={burst} className="confetti" aria-hidden="true" data-testid="confetti">
      {Array.from({ length: PIECES }, (_, index) => (
        <span
          key={index}
          className="confetti__piece"
          style={{
            left: `${(index * 97) % 100}%`,
            background: COLOURS[index % COLOURS.length],
            animationDelay: `${(index % 9) * 60}ms`,
            animationDuration: `${1100 + ((index * 37) % 600)}ms`,
            transform: `rotate(${(index * 53) % 360}deg)`,
          }}
        />
      ))}
    </div>
  );
}
