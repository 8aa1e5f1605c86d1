import { formatInMontevideo } from '@contract/time';

/*
 * A freed slot as the waiting list's pages name it, in Montevideo time: short enough for a
 * headline on a phone, so without the year (an offer is for the next two weeks).
 */

const time = (at: Date) => formatInMontevideo(at, 'time');

/** 'martes 3 de marzo' */
export const slotDay = (at: Date) => formatInMontevideo(at, 'weekdayDayMonth').replace(',', '');

/** 'martes 3 de marzo a las 10:00' */
export const slotStart = (start: Date) => `${slotDay(start)} a las ${time(start)}`;

/** 'martes 3 de marzo · 10:00 a 11:00' */
export const slotRange = (start: Date, end: Date) =>
  `${slotDay(start)} · ${time(start)} a ${time(end)}`;
