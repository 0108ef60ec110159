import { ConfigError, loadConfig, type LoadOptions } from './config';

describe('loadConfig', () => {
  it('runs on the embedded database on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mediaDir.endsWith('data/media')).toBe(true);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL/);
      expect(message).toMatch(/LOG_LEVEL/);
    }
  });

  it('uses a postgres:// DATABASE_URL and drops a trailing slash from the public URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/site', PUBLIC_BASE_URL: 'https://example.vn/' });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/site');
    expect(config.publicBaseUrl).toBe('https://example.vn');
  });

  it('turns machine translation on with DEEPL_API_KEY, at the free or the paid address the key belongs to', () => {
    expect(loadConfig({}).machineTranslation).toBeUndefined();
    expect(loadConfig({ DEEPL_API_KEY: 'abc:fx' }).machineTranslation).toMatchObject({ apiUrl: 'https://api-free.deepl.com' });
    expect(loadConfig({ DEEPL_API_KEY: 'abc' }).machineTranslation).toMatchObject({ apiKey: 'abc', apiUrl: 'https://api.deepl.com' });
    expect(loadConfig({ DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'http://127.0.0.1:9/' }).machineTranslation?.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => loadConfig({ DEEPL_API_URL: 'https://api.deepl.com' })).toThrow(/DEEPL_API_URL/);
    expect(() => loadConfig({ DEEPL_API_KEY: 'abc', DEEPL_API_URL: 'ftp://x' })).toThrow(/DEEPL_API_URL/);
  });

  it('caps searches of the video platform at 5 a minute unless VIDEO_API_CALLS_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).video.callsPerMinute).toBe(5);
    expect(loadConfig({ VIDEO_API_CALLS_PER_MINUTE: '20' }).video.callsPerMinute).toBe(20);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ VIDEO_API_CALLS_PER_MINUTE: bad })).toThrow(/VIDEO_API_CALLS_PER_MINUTE/);
    }
  });

  it('logs short human lines to a terminal and JSON lines elsewhere, unless LOG_FORMAT says which', () => {
    const terminal = { output: { isTTY: true } };
    const pipe = { output: { isTTY: false } };
    expect(loadConfig({ NODE_ENV: 'production' }, terminal).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }, pipe).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'json' }, terminal).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, pipe).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development' }, pipe).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }, terminal).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe('the production web process', () => {
  const web: LoadOptions = { webProcess: true };
  const problemsOf = (env: Record<string, string>, options = web) => {
    try {
      loadConfig(env, options);
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };

  it('refuses to open an embedded database of its own, naming DATABASE_URL and the demo switch', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://www.example.com' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DATABASE_URL: must be set in production/);
    expect(problems[0]).toMatch(/ALLOW_EMBEDDED_DATABASE=true/);
  });

  it('runs a one-process demo on the embedded database when ALLOW_EMBEDDED_DATABASE=true', () => {
    const config = loadConfig({ ALLOW_EMBEDDED_DATABASE: 'true', PUBLIC_BASE_URL: 'https://demo.example.com' }, web);
    expect(config.env).toBe('production');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses to build its links from a guessed address, naming PUBLIC_BASE_URL', () => {
    const problems = problemsOf({ DATABASE_URL: 'postgres://u@db/site', PUBLIC_BASE_URL: '' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PUBLIC_BASE_URL: must be set in production/);
  });

  it('names both problems at once', () => {
    expect(problemsOf({}).map((p) => p.split(':')[0])).toEqual(['DATABASE_URL', 'PUBLIC_BASE_URL']);
  });

  it('holds neither the CLI nor a development or test server to these rules', () => {
    expect(problemsOf({}, { webProcess: false })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'test' })).toEqual([]);
  });
});

describe('database settings', () => {
  it('reads the timeouts of statements, migrations and idle transactions', () => {
    const config = loadConfig({
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DATABASE_MIGRATION_TIMEOUT_MS: '900000',
      DATABASE_IDLE_TX_TIMEOUT_MS: '20000',
    });
    expect(config.databaseTimeouts).toEqual({ statementMs: 5_000, migrationMs: 900_000, idleInTransactionMs: 20_000 });
    expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 30_000, migrationMs: 600_000, idleInTransactionMs: 60_000 });
  });

  it('refuses a direct URL without the pooled one it stands behind', () => {
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://u@db:5432/site' })).toThrow(/DATABASE_DIRECT_URL/);
    const config = loadConfig({ DATABASE_URL: 'postgres://u@pooler:6432/site', DATABASE_DIRECT_URL: 'postgres://u@db:5432/site' });
    expect(config.databaseDirectUrl).toBe('postgres://u@db:5432/site');
  });
});
