import { createECDH, randomBytes } from 'node:crypto';
import { decrypt } from '../api/test/push-service';
import { expect, test } from './fixtures';
import { adminHeaders, apiRegister, shot, signIn } from './support';

/*
 * Issue 32, 'Push, opted in' (acceptance 6's notification settings): a client opts in from
 * Mi perfil with a tap; her message reaches the push service (the run's stand-in,
 * global-setup.ts) encrypted for this phone; delivered to the service worker, it shows a
 * notification that opens the conversation; the device can be removed. The browser's own
 * push service lives outside this machine: its subscription is the stand-in's address.
 */

test('a client opts in on the phone, hears of her message, and removes the device', async ({
  page,
  request,
  context,
}) => {
  const origin = process.env.E2E_PUSH_ORIGIN!;
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const client = await apiRegister(request, 'Marta Avisos');
  // The phone's push keys, as a browser makes them; the service is the stand-in.
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/e2e-${randomBytes(6).toString('hex')}`;
  const subscription = {
    endpoint: `${origin}${path}`,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
  };
  await context.grantPermissions(['notifications']);
  await page.addInitScript((sub) => {
    let subscribed = false;
    const fake = {
      endpoint: sub.endpoint,
      toJSON: () => sub,
      unsubscribe: async () => {
        subscribed = false;
        return true;
      },
    };
    PushManager.prototype.subscribe = async function () {
      subscribed = true;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (subscribed ? fake : null) as unknown as PushSubscription;
  }, subscription);

  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, client.email, client.password);
  await page.goto(`/auth/usuario/${client.id}`);
  const card = page.getByRole('region', { name: 'Avisos en el teléfono' });
  await expect(card).toContainText('El e-mail te llega igual');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await card.getByRole('button', { name: 'Avisarme en este teléfono' }).click();
  await expect(card.getByText('Activados en este dispositivo')).toBeVisible();
  await expect(card.getByText('Chrome en Linux', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Este dispositivo · desde el \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await shot(page, 'push-settings');

  // Her message: the phone's push service gets it, encrypted for this phone.
  const sent = await request.post('/api/sendmensaje', {
    headers: await adminHeaders(request),
    data: { to: client.id, title: 'Tu plan', message: 'Ya está listo, miralo cuando puedas.' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const received = async () =>
    ((await (await request.get(`${origin}/__received`)).json()) as { path: string; body: string }[])
      .filter((p) => p.path === path)
      .map((p) =>
        JSON.parse(
          decrypt(Buffer.from(p.body, 'base64'), ecdh.getPrivateKey(), publicKey, auth).toString(
            'utf8',
          ),
        ),
      );
  await expect.poll(async () => (await received()).length).toBe(1);
  const [push] = await received();
  expect(push).toEqual({
    title: 'Tenés un mensaje nuevo',
    // Her name until she sets it in Editar Web.
    body: 'Tu nutricionista te escribió. Tocá para leerlo.',
    url: `/auth/mensajes/${client.id}`,
    tag: 'mensajes',
  });
  expect(JSON.stringify(push)).not.toContain('listo');

  // What the phone does with it: the service worker shows it, and it opens the conversation.
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => resolve(e.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify(push),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: push.title, body: push.body, url: push.url }]);

  // 'Quitar': the server forgets the device, and this browser unsubscribes.
  await card.getByRole('button', { name: 'Quitar Chrome en Linux' }).click();
  await expect(card.getByRole('button', { name: 'Avisarme en este teléfono' })).toBeVisible();
  await expect(card.getByText(/Chrome en Linux/)).toHaveCount(0);
});
