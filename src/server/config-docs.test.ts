import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configVariables, loadConfig } from './config.ts';

const readProjectFile = (name: string) =>
  readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');

/** `.env.example`'s `NAME=value` lines, comments left out. */
function environmentExampleLines(): string[] {
  return readProjectFile('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line));
}

/** The rows of README.md's configuration table, without the column padding. */
function readmeConfigurationRows(): string[] {
  const readme = readProjectFile('README.md');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(section.indexOf('| Variable'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return rows.map((row) => {
    const cells = row.split('|').slice(1, -1);
    return `| ${cells.map((cell) => cell.trim()).join(' | ')} |`;
  });
}

// When a variable is added to the table in config.ts, these tests show the line and the row to add.
describe('the configuration documents', () => {
  it(".env.example sets each of the table's variables to its default, in the table's order", () => {
    const expected = configVariables.map(({ name, defaultText }) => `${name}=${defaultText ?? ''}`);
    expect(environmentExampleLines()).toEqual(expected);
  });

  it('.env.example as it stands configures the same server as no variables at all', () => {
    const example = Object.fromEntries(
      environmentExampleLines().map((line) => line.split(/=(.*)/).slice(0, 2)),
    );
    expect(loadConfig(example)).toEqual(loadConfig({}));
  });

  it("README's configuration table lists each of the table's variables with its default and description, in order", () => {
    const expected = configVariables.map(
      ({ name, defaultText, description }) =>
        `| \`${name}\` | ${defaultText === undefined ? '–' : `\`${defaultText}\``} | ${description} |`,
    );
    expect(readmeConfigurationRows()).toEqual(expected);
  });
});
