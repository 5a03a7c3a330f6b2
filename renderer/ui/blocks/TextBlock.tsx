import type { TextBlock as TextBlockData } from "../../../card-schemas";
import { useBlockForm } from "./blockForm";
import type { BlockProps } from "./types";

/** A paragraph, a heading (one level below its card's title), a caption or a quotation. */
export function TextBlock({ block }: BlockProps<TextBlockData>) {
  const Heading = useBlockForm().headingLevel === 2 ? "h2" : "h3";
  if (typeof block.text !== "string") throw new Error("text block without text");
  switch (block.style) {
    case "title":
      return <Heading className="block block--title">{block.text}</Heading>;
    case "caption":
      return <p className="block block--caption">{block.text}</p>;
    case "quote":
      return <blockquote className="block block--quote">{block.text}</blockquote>;
    default:
      return <p className="block block--text">{block.text}</p>;
  }
}
