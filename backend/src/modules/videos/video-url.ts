/*
 * The video sites a video's link may lead to, and the id each gives a video (stored as the video's
 * `externalId`, as the seed data's YouTube links hold it: https://www.youtube.com/watch?v=<id>).
 */

/** YouTube's video ids: 11 characters of its URL-safe alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Vimeo's video ids: a number. */
const VIMEO_ID = /^\d{1,20}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
/** Paths of YouTube that end in the video's id: /embed/<id>, /shorts/<id>, /live/<id>, /v/<id>. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export const VIDEO_URL_MESSAGE =
  'Video link must be the address of a YouTube or Vimeo video, starting with https://';

/**
 * The id the video site gives the video `link` leads to, or undefined when `link` is not an
 * http(s) address of a YouTube or Vimeo video. YouTube: watch?v=<id>, youtu.be/<id>,
 * /embed|shorts|live|v/<id>. Vimeo: vimeo.com/<id> (or a path holding it, e.g.
 * /channels/staff/<id>) and player.vimeo.com/video/<id>.
 */
export function externalVideoId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    id =
      segments[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : YOUTUBE_ID_PATHS.has(segments[0] ?? '')
          ? segments[1]
          : undefined;
  } else if (VIMEO_HOSTS.has(host)) {
    return segments.find((segment) => VIMEO_ID.test(segment));
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}
