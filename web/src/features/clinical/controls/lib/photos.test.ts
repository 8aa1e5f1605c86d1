import { describe, expect, it } from 'vitest';
import { firstAndLast } from './photos';
import { testControl } from './test-control';

const photo = (name: string) => ({ name, thumbUrl: `/t/${name}`, url: `/f/${name}` });

describe("firstAndLast ('Primera y última foto')", () => {
  it('takes the first photo of the oldest and of the newest control with photos', () => {
    const pair = firstAndLast([
      testControl({ _id: 'c4', createdAt: '2027-02-01T12:00:00Z' }),
      testControl({
        _id: 'c3',
        createdAt: '2027-01-01T12:00:00Z',
        photos: [photo('n1'), photo('n2')],
      }),
      testControl({ _id: 'c2', createdAt: '2026-12-01T12:00:00Z', photos: [photo('m1')] }),
      testControl({
        _id: 'c1',
        createdAt: '2026-11-01T12:00:00Z',
        photos: [photo('o1'), photo('o2')],
      }),
    ])!;
    expect(pair.first.photo.name).toBe('o1');
    expect(pair.first.control._id).toBe('c1');
    expect(pair.last.photo.name).toBe('n1');
    expect(pair.last.control._id).toBe('c3');
  });

  it('shows nothing when only one control has photos', () => {
    expect(
      firstAndLast([
        testControl({ _id: 'a', photos: [photo('x'), photo('y')] }),
        testControl({ _id: 'b' }),
      ]),
    ).toBeNull();
    expect(firstAndLast([])).toBeNull();
  });
});
