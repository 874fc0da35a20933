/** How the AI model failed, in the terms the route answers with. */
export type UpstreamFailure =
  'misconfigured' | 'rate-limited' | 'unavailable' | 'timeout' | 'stream-broken';

/** A failure of the model behind an engine; its message is for the log and never holds a secret. */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
