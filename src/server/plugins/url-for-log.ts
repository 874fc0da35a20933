/** The longest URL a log line or an error message repeats, in characters. */
export const longestUrlShown = 256;

/**
 * A request's URL as the log and error messages repeat it: a client may send kilobytes of URL,
 * which must not become kilobytes of log on every request.
 */
export function urlForLog(url: string): string {
  return url.length <= longestUrlShown ? url : `${url.slice(0, longestUrlShown)}…`;
}
