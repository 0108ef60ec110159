/** The site's address in tests that build the app in-process: its links, canonical URLs and cookies' origin. */
export const TEST_BASE_URL = 'http://catalogue.test';
