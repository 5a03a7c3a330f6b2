import { useImageLoading } from "./loadPriority";

/** The boxes content pictures are shown in: their files may have any size. */
const SHAPES = {
  wide: { width: 320, height: 180 },
  square: { width: 96, height: 96 },
  /** A picture viewed full screen (the gallery's viewer): CSS fits it inside with `object-fit`. */
  full: { width: 640, height: 640 },
} as const;

interface PictureProps {
  src: string;
  alt: string;
  className?: string;
  shape?: keyof typeof SHAPES;
  onError?: () => void;
}

/**
 * A picture from content (a program's, an author's, a patient's upload), of any size, in a box of
 * a fixed shape reserved before it arrives, so nothing on the page moves when it does (CSS sets
 * the width; `object-fit` fits the picture inside). On the deck's current card it is fetched at
 * once and first; elsewhere when it nears the screen (loadPriority.ts).
 */
export function Picture({ src, alt, className, shape = "wide", onError }: PictureProps) {
  const { width, height } = SHAPES[shape];
  const { loading, fetchPriority } = useImageLoading();
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
      loading={loading}
      fetchPriority={fetchPriority}
      onError={onError}
    />
  );
}
