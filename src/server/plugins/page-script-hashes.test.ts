// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { pageScriptHashes } from './page-script-hashes.ts';

it("allows exactly the page's inline scripts, by their hashes", () => {
  const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, content]) => content ?? '',
  );
  expect(inlineScripts).toHaveLength(1);
  expect(pageScriptHashes).toEqual(
    inlineScripts.map(
      (content) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`,
    ),
  );
});
