import { describe, expect, it } from 'vitest';
import { MAX_STORED_NAMES, mergeNames } from './merge-images';
import { joinList, splitLinks, splitNames } from './name-lists';

describe('mergeNames: one rule for every record that keeps stored names', () => {
  it('keeps the current list when the request sends none, then appends uploads', () => {
    expect(mergeNames(['a', 'b'], undefined, ['c'], 10)).toEqual({
      list: ['a', 'b', 'c'],
      dropped: [],
    });
  });

  it("keeps only names the record has, in the request's order, and drops the rest", () => {
    expect(mergeNames(['a', 'b', 'c'], ['c', 'x', 'a'], [], 10)).toEqual({
      list: ['c', 'a'],
      dropped: ['b'],
    });
  });

  it('an empty request list clears the record and drops every name it had', () => {
    expect(mergeNames(['a', 'b'], [], ['n'], 10)).toEqual({ list: ['n'], dropped: ['a', 'b'] });
  });

  it('caps the list keeping the newest: for a user photo, an upload replaces the photo', () => {
    expect(mergeNames(['old'], undefined, ['new'], MAX_STORED_NAMES.user)).toEqual({
      list: ['new'],
      dropped: ['old'],
    });
    // Two uploads at once for one photo: the last one wins; the other is dropped too.
    expect(mergeNames([], undefined, ['n1', 'n2'], MAX_STORED_NAMES.user)).toEqual({
      list: ['n2'],
      dropped: ['n1'],
    });
    expect(mergeNames(['a', 'b', 'c'], undefined, ['d', 'e'], 3)).toEqual({
      list: ['c', 'd', 'e'],
      dropped: ['a', 'b'],
    });
  });

  it('repeated names count once', () => {
    expect(mergeNames(['a', 'b'], ['a', 'a', 'b'], ['b'], 10)).toEqual({
      list: ['a', 'b'],
      dropped: [],
    });
  });

  it('a record without names and a request without uploads stays empty', () => {
    expect(mergeNames([], undefined, [], 10)).toEqual({ list: [], dropped: [] });
    expect(mergeNames([], ['x.png'], [], 10)).toEqual({ list: [], dropped: [] });
  });
});

describe('lists at the API edge', () => {
  it('splits names dropping blanks, placeholders and repeats; joins them back', () => {
    expect(splitNames(' a.png, ,undefined,b.jpg,null,a.png,')).toEqual(['a.png', 'b.jpg']);
    expect(splitNames('')).toEqual([]);
    expect(splitNames(undefined)).toEqual([]);
    expect(joinList(['a.png', 'b.jpg'])).toBe('a.png,b.jpg');
    expect(joinList([])).toBe('');
  });

  it('keeps the positions of slider links, dropping only trailing empty ones', () => {
    expect(splitLinks('/a, ,https://x.uy/b,undefined,,')).toEqual(['/a', '', 'https://x.uy/b']);
    expect(splitLinks('')).toEqual([]);
    expect(joinList(splitLinks('/a,,/c'))).toBe('/a,,/c');
  });
});
