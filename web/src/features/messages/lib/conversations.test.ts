import { describe, expect, it } from 'vitest';
import type { TMessage } from '@contract/messages';
import { groupInbox, isUnread, preview, replyTitle } from './conversations';

const ADMIN = { _id: 'admin', type: 'admin' };
const ANA = { _id: 'ana', type: 'guest' };

let seq = 0;
const msg = (over: Partial<TMessage>): TMessage => {
  seq += 1;
  return {
    _id: `m${seq}`,
    clientId: 'ana',
    from: 'ana',
    name: 'Ana Pérez',
    avatar: 'ana.jpg',
    title: `Título ${seq}`,
    message: 'Hola',
    state: 'Nuevo',
    createAt: `2026-11-0${seq % 9 || 1}T12:00:00.000Z`,
    fromAdmin: false,
    ...over,
  };
};
const fromHer = (over: Partial<TMessage>) =>
  msg({ from: 'admin', name: 'Nutricionista', avatar: 'her.jpg', fromAdmin: true, ...over });

describe('groupInbox: the admin inbox as one row per conversation', () => {
  it('keeps the latest message, the client as they last wrote, and counts their unread ones', () => {
    const inbox = [
      fromHer({ clientId: 'ana', title: 'Re: Cena', createAt: '2026-11-05T10:00:00.000Z' }),
      msg({ title: 'Cena', name: 'Ana P.', createAt: '2026-11-04T10:00:00.000Z' }),
      msg({ title: 'Hola', name: 'Ana', state: 'Leido', createAt: '2026-11-01T10:00:00.000Z' }),
      msg({ title: 'Otra', createAt: '2026-11-03T10:00:00.000Z' }),
      msg({
        clientId: 'jose',
        from: 'jose',
        name: 'José',
        avatar: '',
        title: 'Turno',
        createAt: '2026-11-06T10:00:00.000Z',
      }),
    ];
    const rows = groupInbox(inbox);
    expect(rows.map((r) => r.clientId)).toEqual(['jose', 'ana']);
    const ana = rows[1]!;
    expect(ana.latest.title).toBe('Re: Cena');
    expect(ana.client).toEqual({ name: 'Ana P.', avatar: 'ana.jpg' });
    expect(ana.unread).toBe(2);
    expect(rows[0]).toMatchObject({ unread: 1, client: { name: 'José', avatar: '' } });
  });

  it('has no client name when only she wrote, and never counts her own messages as unread', () => {
    const [row] = groupInbox([fromHer({ clientId: 'luz' }), fromHer({ clientId: 'luz' })]);
    expect(row).toMatchObject({ clientId: 'luz', client: null, unread: 0 });
  });

  it('sorts by date, whatever order the answer came in', () => {
    const rows = groupInbox([
      msg({ clientId: 'a', createAt: '2026-01-01T00:00:00.000Z' }),
      msg({ clientId: 'b', createAt: '2026-03-01T00:00:00.000Z' }),
      msg({ clientId: 'a', title: 'nuevo', createAt: '2026-05-01T00:00:00.000Z' }),
    ]);
    expect(rows.map((r) => [r.clientId, r.latest.title])).toEqual([
      ['a', 'nuevo'],
      ['b', expect.any(String)],
    ]);
  });
});

describe('isUnread: what opening a conversation marks read', () => {
  it("is the other side's 'Nuevo' messages only", () => {
    const mine = msg({});
    const hers = fromHer({});
    expect([isUnread(mine, ANA), isUnread(hers, ANA)]).toEqual([false, true]);
    expect([isUnread(mine, ADMIN), isUnread(hers, ADMIN)]).toEqual([true, false]);
    expect(isUnread(fromHer({ state: 'Leido' }), ANA)).toBe(false);
  });
});

describe('preview: the list shows 30 characters (spec §9)', () => {
  it('cuts longer messages with an ellipsis and keeps short ones whole', () => {
    expect(preview('Hola, ¿cómo estás?')).toBe('Hola, ¿cómo estás?');
    expect(preview('a'.repeat(30))).toBe('a'.repeat(30));
    expect(preview('Tengo reflujo desde que empecé el plan nuevo')).toBe(
      'Tengo reflujo desde que empecé…',
    );
  });

  it('puts line breaks on one line and never splits an emoji', () => {
    expect(preview('Hola\n\nQuería  saber')).toBe('Hola Quería saber');
    const cut = preview(`${'x'.repeat(29)}🍎🍐`);
    expect(cut).toBe(`${'x'.repeat(29)}🍎…`);
  });
});

describe('replyTitle', () => {
  it("answers 'Re: {title}' once, within the title's limit", () => {
    expect(replyTitle('Duda con la cena')).toBe('Re: Duda con la cena');
    expect(replyTitle('Re: RE: Duda')).toBe('Re: Duda');
    expect(replyTitle('x'.repeat(120)).length).toBe(120);
  });
});
