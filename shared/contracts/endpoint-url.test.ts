import { catalogueApi } from './catalogue';
import { companyApi } from './company';
import { endpointUrl } from './endpoint-url';
import { videosApi } from './videos';

describe('the address of a request', () => {
  it('is the endpoint path under /api when it takes no parameters', () => {
    expect(endpointUrl(companyApi.site)).toBe('/api/site');
  });

  it('fills a path parameter encoded, so a path with a slash or a space stays one segment', () => {
    expect(endpointUrl(catalogueApi.productByPath, { params: { path: 'a/b c' } })).toBe('/api/product/getByPath/a%2Fb%20c');
  });

  it('puts the query in the order given and leaves out what is undefined', () => {
    expect(endpointUrl(videosApi.videoSearch, { query: { pageSize: 16, pageToken: 'CAgQAA' } })).toBe(
      '/api/video/search?pageSize=16&pageToken=CAgQAA',
    );
    expect(endpointUrl(videosApi.videoSearch, { query: { pageSize: 8, pageToken: undefined } })).toBe('/api/video/search?pageSize=8');
  });
});
