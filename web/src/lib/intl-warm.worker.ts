/**
 * Builds every date formatter of contract/time.ts once, in a worker, while the page's
 * scripts download. The first Intl.DateTimeFormat a page creates loads ICU's locale,
 * calendar and zone data: 70-220 ms of a phone's main thread (4x CPU), one task nobody
 * can split. That data is cached for the whole renderer process, so once a worker has
 * loaded it, the page's own formatters are built in a millisecond or two (measured in
 * Debian's chromium: 93-153 ms cold, 2-19 ms after the worker). Started by boot.ts.
 */
import { formatInMontevideo, MONTEVIDEO_FORMATS, montevideoTime } from '@contract/time';

const now = new Date();
montevideoTime(now);
for (const format of MONTEVIDEO_FORMATS) formatInMontevideo(now, format);
close();
