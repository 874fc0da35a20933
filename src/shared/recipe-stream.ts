import type { RecipeStreamEvent } from './recipe-api.ts';

/** Encodes one event as a server-sent event. JSON never contains a raw newline, so one line is enough. */
export function encodeRecipeEvent(event: RecipeStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Parses server-sent events as they arrive, in pieces cut anywhere. Only what our own server
 * writes is understood: `data:` lines, one event per block.
 */
export function createRecipeEventParser(onEvent: (event: RecipeStreamEvent) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split('\n')) {
        if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)) as RecipeStreamEvent);
      }
      end = buffer.indexOf('\n\n');
    }
  };
}
