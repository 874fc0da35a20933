/**
 * One environment variable of the server's configuration: its name, what it does, its default,
 * and how its text becomes a value. The builders below are the kinds a variable can be; the
 * table in config.ts is made of them.
 */
export interface ConfigVariable<Value> {
  name: string;
  /** One line of markdown, shown as is in README.md's configuration table. */
  description: string;
  /** The value when the variable is unset or blank. */
  fallback: Value;
  /** The default as `.env.example` writes it; undefined when there is none (README shows '–'). */
  defaultText: string | undefined;
  /** A secret's text is never repeated in a problem message. */
  secret: boolean;
  /** The value of a non-blank, trimmed text, or what is wrong with it. */
  parse(text: string): { value: Value } | { problem: string };
}

/**
 * The variable's value in `environment` (its fallback when unset or blank), or a problem that
 * names it and, unless it is a secret, quotes its text.
 */
export function readVariable<Value>(
  variable: ConfigVariable<Value>,
  environment: Record<string, string | undefined>,
): { value: Value } | { problem: string } {
  const text = environment[variable.name]?.trim();
  if (!text) return { value: variable.fallback };
  const parsed = variable.parse(text);
  if ('value' in parsed) return parsed;
  const quoted = variable.secret ? '' : ` (got "${text}")`;
  return { problem: `${variable.name} ${parsed.problem}${quoted}` };
}

interface Described {
  name: string;
  description: string;
}

function variable<Value>(
  { name, description }: Described,
  fallback: Value,
  parse: ConfigVariable<Value>['parse'],
  secret = false,
): ConfigVariable<Value> {
  const defaultText = fallback === undefined ? undefined : String(fallback);
  return { name, description, fallback, defaultText, secret, parse };
}

/** Any text. */
export function text(options: Described & { default: string }): ConfigVariable<string> {
  return variable(options, options.default, (value) => ({ value }));
}

/** A credential: no default, no check, never echoed. */
export function secret(options: Described): ConfigVariable<string | undefined> {
  return variable<string | undefined>(options, undefined, (value) => ({ value }), true);
}

/**
 * A URL with no default, kept without its trailing slashes: http or https unless `protocols` says
 * otherwise. A `secret` one (it may hold a password) is never quoted in a problem message.
 */
export function url(
  options: Described & { protocols?: readonly string[]; secret?: boolean },
): ConfigVariable<string | undefined> {
  const { protocols = ['http', 'https'], secret = false } = options;
  return variable<string | undefined>(
    options,
    undefined,
    (value) => {
      if (!URL.canParse(value) || !protocols.includes(new URL(value).protocol.slice(0, -1))) {
        return {
          problem: `must be a URL starting with ${protocols.map((name) => `${name}://`).join(' or ')}`,
        };
      }
      return { value: value.replace(/\/+$/, '') };
    },
    secret,
  );
}

/** A whole number from `minimum` to `maximum`, both included. */
export function integer(
  options: Described & { default: number; minimum: number; maximum: number },
): ConfigVariable<number> {
  const { minimum, maximum } = options;
  return variable<number>(options, options.default, (value) => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < minimum || number > maximum) {
      return { problem: `must be a whole number from ${minimum} to ${maximum}` };
    }
    return { value: number };
  });
}

/** A whole number from `minimum` to `maximum`, or nothing (the default) to leave a feature off. */
export function optionalInteger(
  options: Described & { minimum: number; maximum: number },
): ConfigVariable<number | undefined> {
  const whole = integer({ ...options, default: 0 });
  return variable<number | undefined>(options, undefined, (value) => whole.parse(value));
}

/**
 * One of a few words, in any case. An alias is another word still accepted for one of the
 * choices: documented, but not offered in the problem message.
 */
export function oneOf<const Choice extends string>(
  options: Described & {
    choices: readonly Choice[];
    default: NoInfer<Choice>;
    aliases?: Readonly<Record<string, NoInfer<Choice>>>;
  },
): ConfigVariable<Choice> {
  const { choices, aliases = {} } = options;
  return variable<Choice>(options, options.default, (value) => {
    const word = value.toLowerCase();
    const choice =
      choices.find((candidate) => candidate === word) ??
      (Object.hasOwn(aliases, word) ? aliases[word] : undefined);
    return choice === undefined
      ? { problem: `must be one of ${choices.join(', ')}` }
      : { value: choice };
  });
}

/**
 * `true`, `false` (the default), or any other text kept as is: Fastify's `trustProxy` reads
 * that as the proxies' addresses (`127.0.0.1,10.0.0.0/8`).
 */
export function booleanOrList(options: Described): ConfigVariable<boolean | string> {
  return variable<boolean | string>(options, false, (value) => {
    const word = value.toLowerCase();
    return { value: word === 'true' || word === 'false' ? word === 'true' : value };
  });
}
