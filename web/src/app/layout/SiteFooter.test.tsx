import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TPractice } from '@contract/practice';
import { practiceKey } from '@web/lib/get-practice';
import { TestProviders } from '@web/test/render';
import { SiteFooter } from './SiteFooter';
import { makePractice, WITH_WHATSAPP } from '@web/test/practice';

const PRACTICE = makePractice({ ...WITH_WHATSAPP });

function renderFooter(practice: TPractice) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(practiceKey(), practice);
  return render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <SiteFooter />
      </TestProviders>
    </QueryClientProvider>,
  );
}

const whatsAppLinks = () =>
  screen.queryAllByRole('link').filter((a) => a.getAttribute('href')?.includes('wa.me'));

describe('the site footer', () => {
  it('her WhatsApp as a button to wa.me with her number', () => {
    renderFooter(PRACTICE);
    const link = screen.getByRole('link', { name: 'WhatsApp 099 123 456' });
    expect(link.getAttribute('href')).toBe('https://wa.me/59899123456');
    expect(whatsAppLinks()).toHaveLength(1);
  });

  it('nothing about WhatsApp when she set no number', () => {
    renderFooter({ ...PRACTICE, whatsapp: '', whatsappUrl: '' });
    expect(whatsAppLinks()).toEqual([]);
    expect(screen.queryByText(/whatsapp/i)).toBeNull();
  });
});
