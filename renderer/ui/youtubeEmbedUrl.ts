const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * The privacy-enhanced (youtube-nocookie) embed address of a YouTube link, or null when the link
 * names no video we can recognise.
 */
export function youtubeEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  let id: string | null | undefined = null;
  if (host === "youtu.be") {
    id = url.pathname.split("/")[1];
  } else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, first, second] = url.pathname.split("/");
    if (first === "watch") id = url.searchParams.get("v");
    else if (first === "embed" || first === "shorts" || first === "live") id = second;
  }
  if (!id || !VIDEO_ID.test(id)) return null;
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
