import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textHandOver } from './text-hand-over.ts';

const frame = 16;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('textHandOver', () => {
  it('hands over the pieces of one frame together, in the next frame', () => {
    const handedOver: string[] = [];
    const texts = textHandOver((text) => handedOver.push(text));
    texts.add('## Green');
    texts.add(' Omelette');
    expect(handedOver).toEqual([]);
    vi.advanceTimersByTime(frame);
    expect(handedOver).toEqual(['## Green Omelette']);
  });

  it('hands over at once when asked to, and nothing more in the next frame', () => {
    const handedOver: string[] = [];
    const texts = textHandOver((text) => handedOver.push(text));
    texts.add('## Soup');
    texts.flush();
    expect(handedOver).toEqual(['## Soup']);
    vi.advanceTimersByTime(frame);
    expect(handedOver).toEqual(['## Soup']);
  });

  it('drops what it has not handed over once cancelled', () => {
    const handedOver: string[] = [];
    const texts = textHandOver((text) => handedOver.push(text));
    texts.add('never shown');
    texts.cancel();
    vi.advanceTimersByTime(10 * frame);
    texts.flush();
    expect(handedOver).toEqual([]);
  });

  it('after a hand-over that took long to show, waits as long again before the next', () => {
    const handedOver: string[] = [];
    const texts = textHandOver((text) => {
      handedOver.push(text);
      // Showing it keeps the page busy for 100 ms, past the next frames.
      vi.advanceTimersByTime(100);
    });
    texts.add('a');
    vi.advanceTimersByTime(frame);
    expect(handedOver).toEqual(['a']);
    texts.add('b');
    vi.advanceTimersByTime(50);
    expect(handedOver).toEqual(['a']);
    vi.advanceTimersByTime(100);
    expect(handedOver).toEqual(['a', 'b']);
  });
});
