import { filterCount, filtersOf, listQueryOf, pageOf, searchOf, withFilter, withoutRefused } from './inbox-filters';

const search = (text: string) => new URLSearchParams(text);

describe('the inbox filters in the address bar', () => {
  it('reads the known filters, trimmed, and leaves out empty and unknown ones', () => {
    expect(filtersOf(search('?status=waiting&q=%20rattan%20&kind=&sort=old&country=DE'))).toEqual({
      status: 'waiting',
      q: 'rattan',
      country: 'DE',
    });
  });

  it('writes them back in a fixed order with the page after the first, so one list has one address', () => {
    expect(searchOf({ q: 'rattan', status: 'waiting' }, 2)).toBe('?status=waiting&q=rattan&page=2');
    expect(searchOf({ status: 'open' }, 1)).toBe('?status=open');
    expect(searchOf({})).toBe('');
  });

  it('reads a page number, and the first page for anything else', () => {
    expect(pageOf(search('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=1.5', 'page=two', '']) expect(pageOf(search(bad))).toBe(1);
  });

  it('changes one filter, and removes it when emptied', () => {
    const filters = { status: 'open', country: 'DE' };
    expect(withFilter(filters, 'assignee', 'none')).toEqual({ status: 'open', country: 'DE', assignee: 'none' });
    expect(withFilter(filters, 'country', ' ')).toEqual({ status: 'open' });
    expect(filters).toEqual({ status: 'open', country: 'DE' });
  });

  it('drops the filters the server refused and keeps the others', () => {
    expect(withoutRefused({ country: 'de', status: 'open' }, { country: 'country must be a two-letter code' })).toEqual({ status: 'open' });
  });

  it('counts the filters in use', () => {
    expect(filterCount({})).toBe(0);
    expect(filterCount({ overdue: 'true', q: 'x' })).toBe(2);
  });

  it('asks the server for a page only past the first', () => {
    expect(listQueryOf({ status: 'open' }, 1)).toEqual({ status: 'open' });
    expect(listQueryOf({ status: 'open' }, 3)).toEqual({ status: 'open', page: 3 });
  });
});
