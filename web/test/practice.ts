import type { TPractice } from '@contract/practice';

/**
 * Her practice as GET consultorio answers it before she filled anything in (the name shown
 * as 'Tu nutricionista', no WhatsApp, no hours, the default policy); `over` sets what a test
 * is about.
 */
export const makePractice = (over: Partial<TPractice> = {}): TPractice => ({
  name: '',
  displayName: 'Tu nutricionista',
  avatar: '',
  title: '',
  registration: '',
  address: '',
  mapUrl: '',
  whatsapp: '',
  whatsappUrl: '',
  weeklyHours: [],
  cancelHours: 24,
  lateCredit: 'pierde',
  ...over,
});

/** Her name, as a test that shows it sets it. */
export const NAMED = { name: 'Lic. Laura Méndez', displayName: 'Lic. Laura Méndez' } as const;
/** Her WhatsApp, as Editar Web stores it and the API links it. */
export const WITH_WHATSAPP = {
  whatsapp: '+59899123456',
  whatsappUrl: 'https://wa.me/59899123456',
} as const;
