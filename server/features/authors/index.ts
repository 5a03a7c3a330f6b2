/** What other features may use of authors (docs/features/authors.md): everything else in this folder is its own. */
export { authorIsAnswered } from "./answeringAuthor";
