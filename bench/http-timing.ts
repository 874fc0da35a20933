import { Agent, request } from 'node:http';
import { now } from './stats.ts';

export interface ResponseTiming {
  status: number;
  /** From sending the request to the first body byte, and to the last. */
  firstByteMs: number;
  lastByteMs: number;
}

// Idle connections are closed after 4 s, before a server closes them: reusing one it has just
// closed fails the request (Node's agent keeps them forever unless it has a timeout of its own).
// Every idle connection is kept until then, as each visitor's browser keeps its own: Node's agent
// keeps 256, so 500 at once began each round by opening 244 new connections together, whose
// accept took up to seconds on a busy machine and made the p99 a measure of that.
const agent = new Agent({
  keepAlive: true,
  maxSockets: Infinity,
  maxFreeSockets: Infinity,
  timeout: 4000,
});

/** POSTs JSON and times the response's first and last body bytes. */
export function timePost(url: string, body: unknown): Promise<ResponseTiming> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const startedAt = now();
    let firstByteAt = 0;
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.on('data', () => {
          firstByteAt ||= now();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            firstByteMs: (firstByteAt || now()) - startedAt,
            lastByteMs: now() - startedAt,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Runs `total` requests, at most `concurrency` at a time, and returns their timings. */
export async function timeConcurrently(
  concurrency: number,
  total: number,
  send: () => Promise<ResponseTiming>,
): Promise<ResponseTiming[]> {
  const timings: ResponseTiming[] = [];
  let started = 0;
  const worker = async () => {
    while (started < total) {
      started += 1;
      timings.push(await send());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return timings;
}
