/**
 * Real pictures of one pixel for the tests that upload one: the server decodes every upload to strip
 * its metadata (cleanPicture.ts), so a signature alone is not a picture.
 */
const bytesOf = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(Buffer.from(base64, "base64"));

export const TINY_PNG = bytesOf(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWMwXlUOAAJoAVUfl6A8AAAAAElFTkSuQmCC",
);

export const TINY_JPEG = bytesOf(
  "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgBQD/2Q==",
);

export const TINY_GIF = bytesOf("R0lGODlhAQABAIAAAExpcTOqdyH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==");

export const TINY_WEBP = bytesOf(
  "UklGRjQAAABXRUJQVlA4ICgAAABwAQCdASoBAAEAAUAmJaACdAGgAACaIw0a//U4//6aR//TSPoUAAAA",
);
