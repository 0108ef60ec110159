import { ConfigError, loadConfig } from './config';

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

  it('caps searches of the video platform at 5 a minute unless VIDEO_API_CALLS_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).video.callsPerMinute).toBe(5);
    expect(loadConfig({ VIDEO_API_CALLS_PER_MINUTE: '20' }).video.callsPerMinute).toBe(20);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ VIDEO_API_CALLS_PER_MINUTE: bad })).toThrow(/VIDEO_API_CALLS_PER_MINUTE/);
    }
  });
});
