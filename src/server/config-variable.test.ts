import { describe, expect, it } from 'vitest';
import { integer, readVariable, secret } from './config-variable.ts';

describe('readVariable', () => {
  const port = integer({
    name: 'PORT',
    default: 3000,
    minimum: 0,
    maximum: 65535,
    description: '',
  });

  it('gives the default for an unset or blank variable', () => {
    expect(readVariable(port, {})).toEqual({ value: 3000 });
    expect(readVariable(port, { PORT: ' \t' })).toEqual({ value: 3000 });
  });

  it('names the variable and quotes its text in a problem', () => {
    expect(readVariable(port, { PORT: ' 8o ' })).toEqual({
      problem: 'PORT must be a whole number from 0 to 65535 (got "8o")',
    });
  });

  it("never quotes a secret's text in a problem", () => {
    const token = {
      ...secret({ name: 'HF_TOKEN', description: '' }),
      parse: () => ({ problem: 'is not a token' }),
    };
    expect(readVariable(token, { HF_TOKEN: 'hf_secretsecret' })).toEqual({
      problem: 'HF_TOKEN is not a token',
    });
  });
});
