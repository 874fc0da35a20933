import { describe, expect, expectTypeOf, it } from 'vitest';
import type { RecipeLimits } from '../shared/recipe-api.ts';
import { ConfigError, loadConfig, modelServerKey, usesHuggingFace, type Config } from './config.ts';

describe('loadConfig', () => {
  it('runs from the built-in cookbook on localhost:3000 with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: 'localhost',
      port: 3000,
      recipeProvider: 'auto',
      recipeFallback: 'none',
    });
    expect(config.huggingFace.model).toBe('mistralai/Mixtral-8x7B-Instruct-v0.1');
    expect(usesHuggingFace(config)).toBe(false);
    expect(config.recipeLimits).toEqual({ maxIngredients: 50, maxIngredientLength: 100 });
  });

  it('reads the request limits', () => {
    const config = loadConfig({ RECIPE_MAX_INGREDIENTS: '12', RECIPE_MAX_INGREDIENT_LENGTH: '40' });
    expect(config.recipeLimits).toEqual({ maxIngredients: 12, maxIngredientLength: 40 });
  });

  it('lists every bad variable by name', () => {
    const attempt = () =>
      loadConfig({
        PORT: '70000',
        RECIPE_RATE_LIMIT: '-1',
        HF_ENDPOINT_URL: 'ftp://x',
        LOG_LEVEL: 'loud',
        RECIPE_MAX_INGREDIENTS: '0',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535 (got "70000")',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
        'HF_ENDPOINT_URL must be a URL starting with http:// or https:// (got "ftp://x")',
        'RECIPE_RATE_LIMIT must be a whole number from 0 to 1000000 (got "-1")',
        'RECIPE_MAX_INGREDIENTS must be a whole number from 1 to 1000 (got "0")',
      ]);
    }
  });

  it('trims a trailing slash from HF_ENDPOINT_URL', () => {
    expect(loadConfig({ HF_ENDPOINT_URL: 'http://tgi:8080/' }).huggingFace.endpointUrl).toBe(
      'http://tgi:8080',
    );
  });

  it('gives the configuration the shape the server reads', () => {
    expectTypeOf<Config['recipeProvider']>().toEqualTypeOf<'auto' | 'huggingface' | 'cookbook'>();
    expectTypeOf<Config['recipeFallback']>().toEqualTypeOf<'none' | 'cookbook'>();
    expectTypeOf<Config['trustProxy']>().toEqualTypeOf<boolean | string>();
    expectTypeOf<Config['huggingFace']>().toEqualTypeOf<{
      apiKey: string | undefined;
      token: string | undefined;
      endpointUrl: string | undefined;
      model: string;
    }>();
    expectTypeOf<Config['recipeLimits']>().toEqualTypeOf<RecipeLimits>();
  });

  it('shares nothing through Redis and serves no metrics unless told to', () => {
    const config = loadConfig({});
    expect(config.redis.url).toBeUndefined();
    expect(config.metrics.port).toBeUndefined();
    expect(config.shutdownDelayMs).toBe(0);
  });

  it('reads REDIS_URL as a redis:// or rediss:// URL, and never repeats it in a problem', () => {
    expect(loadConfig({ REDIS_URL: 'rediss://:pw@cache:6380/2' }).redis.url).toBe(
      'rediss://:pw@cache:6380/2',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter2@cache' })).toThrow(
      /^(?![\s\S]*hunter2)[\s\S]*REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//,
    );
  });

  it('refuses METRICS_PORT on the public port', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics.port).toBe(9464);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
  });

  it('parses TRUST_PROXY as a flag or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

describe('the recipe provider', () => {
  it('is the built-in cookbook with no variables', () => {
    expect(usesHuggingFace(loadConfig({}))).toBe(false);
  });

  it('is Hugging Face with HF_TOKEN', () => {
    expect(usesHuggingFace(loadConfig({ HF_TOKEN: 'hf_x' }))).toBe(true);
  });

  it('is Hugging Face with HF_ENDPOINT_URL', () => {
    expect(usesHuggingFace(loadConfig({ HF_ENDPOINT_URL: 'http://127.0.0.1:8080' }))).toBe(true);
  });

  it('is the cookbook with RECIPE_PROVIDER=cookbook, even with a token', () => {
    expect(usesHuggingFace(loadConfig({ HF_TOKEN: 'hf_x', RECIPE_PROVIDER: 'cookbook' }))).toBe(
      false,
    );
  });

  it('takes offline as the older name of cookbook, for the provider and the fallback', () => {
    const config = loadConfig({ RECIPE_PROVIDER: 'Offline', RECIPE_FALLBACK: 'offline' });
    expect(config.recipeProvider).toBe('cookbook');
    expect(config.recipeFallback).toBe('cookbook');
  });

  it('refuses any other RECIPE_PROVIDER, naming only the current choices', () => {
    expect(() => loadConfig({ RECIPE_PROVIDER: 'constructor' })).toThrow(
      'RECIPE_PROVIDER must be one of auto, huggingface, cookbook (got "constructor")',
    );
  });

  it('refuses a header timeout longer than the whole request’s, which Node cannot run', () => {
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS must not be more than HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('refuses RECIPE_PROVIDER=huggingface without a token or endpoint', () => {
    expect(() => loadConfig({ RECIPE_PROVIDER: 'huggingface' })).toThrow(
      /needs RECIPE_API_KEY \(or HF_TOKEN\) or HF_ENDPOINT_URL/,
    );
  });
});

describe('the model server key', () => {
  it('is RECIPE_API_KEY, or HF_TOKEN as before', () => {
    const endpoint = { HF_ENDPOINT_URL: 'https://api.openai.com/v1' };
    const key = (environment: Record<string, string>) =>
      modelServerKey(loadConfig({ ...endpoint, ...environment }));
    expect(key({ RECIPE_API_KEY: 'sk-x' })).toBe('sk-x');
    expect(key({ HF_TOKEN: 'sk-x' })).toBe('sk-x');
    expect(key({ HF_TOKEN: 'sk-x', RECIPE_API_KEY: 'sk-x' })).toBe('sk-x');
    expect(key({})).toBeUndefined();
    expect(usesHuggingFace(loadConfig({ RECIPE_API_KEY: 'hf_x' }))).toBe(true);
  });

  it('refuses two different keys, without showing either', () => {
    const attempt = () => loadConfig({ RECIPE_API_KEY: 'hf_first', HF_TOKEN: 'hf_second' });
    expect(attempt).toThrow(/RECIPE_API_KEY and HF_TOKEN hold different keys/);
    expect(attempt).not.toThrow(/hf_first|hf_second/);
  });

  it('refuses a key that is not a Hugging Face token for the router, naming what to set', () => {
    const attempt = () => loadConfig({ RECIPE_API_KEY: 'sk-secret' });
    expect(attempt).toThrow(/RECIPE_API_KEY is not a Hugging Face token.*set HF_ENDPOINT_URL/);
    expect(attempt).not.toThrow(/sk-secret/);
    expect(() => loadConfig({ HF_TOKEN: 'sk-secret' })).toThrow(/HF_TOKEN is not a Hugging Face/);
  });
});
