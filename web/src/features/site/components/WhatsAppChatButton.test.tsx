import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVAILABILITY } from '@contract/agenda-slots';
import type { TPractice } from '@contract/practice';
import { practiceKey } from '@web/lib/get-practice';
import { TestProviders } from '@web/test/render';
import ContactPage from '../pages/ContactPage';
import { WhatsAppChatButton } from './WhatsAppChatButton';
import { makePractice, NAMED, WITH_WHATSAPP } from '@web/test/practice';

const PRACTICE = makePractice({
  ...NAMED,
  ...WITH_WHATSAPP,
  weeklyHours: [...DEFAULT_AVAILABILITY.weeklyHours, { weekday: 6, start: '09:00', end: '12:00' }],
});
const NONE: TPractice = { ...PRACTICE, whatsapp: '', whatsappUrl: '', weeklyHours: [] };

/** As a server-rendered page starts: GET consultorio already in the cache (prefetched). */
function renderWith(practice: TPractice, ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(practiceKey(), practice);
  return render(
    <QueryClientProvider client={client}>
      <TestProviders>{ui}</TestProviders>
    </QueryClientProvider>,
  );
}

const whatsAppLinks = () =>
  screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.includes('wa.me'));

describe('her WhatsApp as a button', () => {
  it('links to wa.me with her number, shown as Uruguay writes it', () => {
    renderWith(PRACTICE, <WhatsAppChatButton />);
    const link = screen.getByRole('link', { name: 'WhatsApp 099 123 456' });
    expect(link.getAttribute('href')).toBe('https://wa.me/59899123456');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says what it is told to; only the server’s WHATSAPP_URL: no number shown', () => {
    renderWith(
      { ...PRACTICE, whatsapp: '', whatsappUrl: 'https://wa.me/59891000000' },
      <WhatsAppChatButton label="Escribime por WhatsApp" />,
    );
    expect(screen.getByRole('link', { name: 'Escribime por WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/59891000000',
    );
  });

  it('nothing when she set no number', () => {
    renderWith(NONE, <WhatsAppChatButton />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Contacto', () => {
  it('her WhatsApp button and her weekly hours', () => {
    renderWith(PRACTICE, <ContactPage />);
    expect(whatsAppLinks().map((a) => a.getAttribute('href'))).toEqual([
      'https://wa.me/59899123456',
    ]);
    expect(screen.getByRole('heading', { name: 'Horario de atención' })).toBeTruthy();
    expect(
      screen.getByText('Lunes a viernes de 9:00 a 17:00; sábados de 9:00 a 12:00'),
    ).toBeTruthy();
  });

  it('without a number or hours: neither', () => {
    renderWith(NONE, <ContactPage />);
    expect(whatsAppLinks()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Horario de atención' })).toBeNull();
    expect(screen.queryByText(/lunes a viernes/i)).toBeNull();
  });
});
