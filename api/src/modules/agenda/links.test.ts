import { describe, expect, it } from 'vitest';
import { waMeLink } from '@contract/phone';
import { whatsappChatBase } from '@contract/practice';
import { appointmentPageUrl, appointmentWhatsAppUrl, googleCalendarUrl } from './links';

describe('the links of an appointment', () => {
  it('Google Calendar: the template with the title, UTC dates, details and place, all encoded', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Turno con Ana & Cía',
        // Tuesday 3 March 2026, 10:00 to 11:00 in Montevideo.
        start: new Date('2026-03-03T13:00:00.000Z'),
        end: new Date('2026-03-03T14:00:00.000Z'),
        details: 'Consulta presencial',
        location: 'Av. 18 de Julio 1234, Montevideo',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Turno con Ana & Cía',
      dates: '20260303T130000Z/20260303T140000Z',
      details: 'Consulta presencial',
      location: 'Av. 18 de Julio 1234, Montevideo',
    });
  });

  it('Google Calendar: no place, no location parameter', () => {
    const url = new URL(
      googleCalendarUrl({ title: 'Turno', start: new Date(0), end: new Date(3_600_000) }),
    );
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.get('dates')).toBe('19700101T000000Z/19700101T010000Z');
  });

  it('the booking page opened on the appointment', () => {
    expect(appointmentPageUrl('https://nutri.uy', 'u1', 'e1')).toBe(
      'https://nutri.uy/auth/agendar-control/u1?turno=e1',
    );
  });

  it('WhatsApp: wa.me with her number, else WHATSAPP_URL, else nothing; the message prefilled', () => {
    expect(whatsappChatBase('https://wa.me/59899000000', '+59891111111')).toBe(
      'https://wa.me/59891111111',
    );
    expect(whatsappChatBase('https://wa.me/59899000000', '')).toBe('https://wa.me/59899000000');
    expect(whatsappChatBase(undefined, '+598 91 111 111')).toBe('https://wa.me/59891111111');
    // Stored before numbers were normalized: still the right chat.
    expect(whatsappChatBase(undefined, '091 111 111')).toBe('https://wa.me/59891111111');
    expect(whatsappChatBase(undefined, '')).toBe('');
    expect(appointmentWhatsAppUrl(undefined, '', 'martes')).toBe('');
    expect(appointmentWhatsAppUrl(undefined, '091111111', 'martes')).toBe(
      waMeLink('+59891111111', 'Hola, te escribo por mi turno presencial del martes.'),
    );

    const url = new URL(appointmentWhatsAppUrl(undefined, '+59891111111', 'martes, 3 de marzo'));
    expect(url.origin + url.pathname).toBe('https://wa.me/59891111111');
    expect(url.searchParams.get('text')).toBe(
      'Hola, te escribo por mi turno presencial del martes, 3 de marzo.',
    );
  });
});
