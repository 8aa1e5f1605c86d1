import { describe, expect, it } from 'vitest';
import { dayHeading, daysUpTo, latestPublished, tickableDays, todayInMontevideo } from './today';

describe('the days of the plan page', () => {
  it('takes today in Montevideo, whatever the zone of the phone', () => {
    // 01:30 UTC on the 27th is still the 26th in Montevideo (UTC−3).
    expect(todayInMontevideo(new Date('2026-11-27T01:30:00Z'))).toBe('2026-11-26');
  });

  it('names today, yesterday and the days before', () => {
    expect(dayHeading('2026-11-26', '2026-11-26')).toBe('Hoy, jueves 26');
    expect(dayHeading('2026-11-25', '2026-11-26')).toBe('Ayer, miércoles 25');
    expect(dayHeading('2026-11-23', '2026-11-26')).toBe('Lunes 23');
  });

  it('offers today and the 7 days before, none before the first publication', () => {
    expect(tickableDays('2026-03-02', null)).toEqual([
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
      '2026-02-24',
      '2026-02-23',
    ]);
    expect(tickableDays('2026-11-26', '2026-11-25')).toEqual(['2026-11-26', '2026-11-25']);
    expect(daysUpTo('2026-11-26', 3)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('opens the plan published last', () => {
    const plans = [
      { _id: 'a', version: 1, publishedAt: '2026-10-01T12:00:00Z' },
      { _id: 'b', version: null, publishedAt: null },
      { _id: 'c', version: 3, publishedAt: '2026-11-01T12:00:00Z' },
    ];
    expect(latestPublished(plans)?._id).toBe('c');
    expect(latestPublished([plans[1]!])).toBeNull();
  });
});
