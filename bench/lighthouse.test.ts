import { execFile } from 'node:child_process';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runLighthouse } from './lighthouse.ts';

vi.mock('node:child_process', () => ({ execFile: vi.fn() }));

type Callback = (error: Error | null, result?: { stdout: string }) => void;

/** Lighthouse's answers, one a call: a report's JSON, or a failure with its standard error. */
function lighthouseAnswers(...answers: ({ stdout: string } | { stderr: string })[]) {
  vi.mocked(execFile).mockImplementation(((...args: unknown[]) => {
    const callback = args.at(-1) as Callback;
    const answer = answers.shift();
    if (answer && 'stdout' in answer) callback(null, answer);
    else callback(Object.assign(new Error('Command failed'), answer));
  }) as unknown as typeof execFile);
}

const report = { categories: { performance: { score: 1 } } };
const runAgain =
  'Runtime error encountered: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)';

describe('runLighthouse', () => {
  beforeEach(() => {
    vi.mocked(execFile).mockReset();
  });

  it('runs Lighthouse again when it asks to, up to three times in all', async () => {
    lighthouseAnswers(
      { stderr: runAgain },
      { stderr: runAgain },
      { stdout: JSON.stringify(report) },
    );
    await expect(runLighthouse('http://127.0.0.1:1')).resolves.toEqual(report);
    expect(execFile).toHaveBeenCalledTimes(3);

    lighthouseAnswers({ stderr: runAgain }, { stderr: runAgain }, { stderr: runAgain });
    await expect(runLighthouse('http://127.0.0.1:1')).rejects.toThrow('Command failed');
  });

  it('fails at once on any other error', async () => {
    lighthouseAnswers(
      { stderr: 'Unable to connect to Chrome' },
      { stdout: JSON.stringify(report) },
    );
    await expect(runLighthouse('http://127.0.0.1:1')).rejects.toThrow('Command failed');
    expect(execFile).toHaveBeenCalledTimes(1);
  });
});
