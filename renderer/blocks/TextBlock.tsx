import type { TextBlock as TextBlockData } from "../../card-schemas";
import type { BlockProps } from "./types";

/** A paragraph, a heading, a caption or a quotation. */
export function TextBlock({ block }: BlockProps<TextBlockData>) {
  if (typeof block.text !== "string") throw new Error("text block without text");
  switch (block.style) {
    case "title":
      return <h3 className="block block--title">{block.text}</h3>;
    case "caption":
      return <p className="block block--caption">{block.text}</p>;
    case "quote":
      return <blockquote className="block block--quote">{block.text}</blockquote>;
    default:
      return <p className="block block--text">{block.text}</p>;
  }
}
