import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TMessage } from '@contract/messages';
import { renderUi } from '@web/test/render';
import { MessageBubble } from './MessageBubble';

const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';

const message: TMessage = {
  _id: 'm1',
  clientId: 'c1',
  from: 'c1',
  name: '<b>Ana</b>',
  avatar: '',
  title: payload,
  message: `${payload}\nsegunda línea`,
  state: 'Nuevo',
  createAt: '2026-11-12T12:30:00.000Z',
  fromAdmin: false,
};

describe('MessageBubble: plain text only', () => {
  it('shows markup as the characters it is, creating no script or image', () => {
    const { container } = renderUi(
      <ul>
        <MessageBubble message={message} mine={false} />
      </ul>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(payload)).toBeTruthy();
    expect(screen.getByText(/segunda línea/).textContent).toBe(`${payload}\nsegunda línea`);
    expect(screen.getByText(/<b>Ana<\/b>/)).toBeTruthy();
  });

  it("says whether the other side has read one's own message", () => {
    renderUi(
      <ul>
        <MessageBubble message={{ ...message, state: 'Leido' }} mine />
      </ul>,
    );
    expect(screen.getByText('Leído')).toBeTruthy();
    expect(screen.getByText(/^Vos ·/)).toBeTruthy();
  });
});
