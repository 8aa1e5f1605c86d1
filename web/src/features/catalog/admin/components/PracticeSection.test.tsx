import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_MSG } from '@contract/practice';
import { practiceKey } from '@web/lib/get-practice';
import { TestProviders } from '@web/test/render';
import { PracticeSection } from './PracticeSection';
import { makePractice, NAMED, WITH_WHATSAPP } from '@web/test/practice';

const PRACTICE = makePractice({ ...NAMED, ...WITH_WHATSAPP });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(practiceKey(), PRACTICE);
  render(
    <QueryClientProvider client={client}>
      <TestProviders>
        <PracticeSection />
      </TestProviders>
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Tu WhatsApp') as HTMLInputElement;
}

describe('Editar Web: her WhatsApp number', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the stored +59899123456 as she writes it', () => {
    expect(renderSection().value).toBe('099 123 456');
  });

  it('takes it with spaces; a landline or a foreign number without its code is refused under the field, nothing sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const field = renderSection();
    for (const ok of ['099 111 222', '+598 99 111 222', '59899111222']) {
      fireEvent.change(field, { target: { value: ok } });
      fireEvent.blur(field);
      expect(screen.queryByText(PRACTICE_MSG.whatsappInvalid)).toBeNull();
    }
    fireEvent.change(field, { target: { value: '2901 1234' } });
    fireEvent.blur(field);
    expect(await screen.findByText(PRACTICE_MSG.whatsappInvalid)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText(PRACTICE_MSG.whatsappInvalid)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
