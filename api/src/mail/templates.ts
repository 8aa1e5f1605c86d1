import type { Mail } from './mailer';

/** Spanish mail templates. Every template gives a plain-text and an HTML part. */

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2f9e44;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">Si el botón no funciona, copiá este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="es"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;color:#2b8a3e">${escapeHtml(title)}</h1>${body}${button}<hr style="border:none;border-top:1px solid #eee;margin:32px 0 12px"><p style="font-size:12px;color:#777">Recibís este correo por tu cuenta en nuestro sitio de nutrición.</p></body></html>`;
}

function text(paragraphs: string[], action?: { label: string; url: string }): string {
  return [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : [])].join('\n\n') + '\n';
}

export function welcomeMail(to: string, name: string, siteUrl: string): Mail {
  const p = [
    `Hola ${name}:`,
    'Tu cuenta quedó creada. Ya podés entrar para comprar planes, recetarios y turnos, completar tu anamnesis y registrar tus controles.',
  ];
  const action = { label: 'Entrar a mi cuenta', url: `${siteUrl}/auth/entrar` };
  return {
    to,
    subject: '¡Bienvenido/a! Tu cuenta está lista',
    text: text(p, action),
    html: layout('¡Bienvenido/a!', p, action),
  };
}

export function newUserNoticeMail(
  to: string,
  user: { name: string; email: string; celPhone: string | null },
  siteUrl: string,
): Mail {
  const p = [
    'Se registró un nuevo usuario en el sitio.',
    `Nombre: ${user.name}`,
    `Email: ${user.email}`,
    `Teléfono: ${user.celPhone ?? '-'}`,
  ];
  const action = { label: 'Ver usuarios', url: `${siteUrl}/auth/administracion` };
  return {
    to,
    subject: `Nuevo usuario: ${user.name}`,
    text: text(p, action),
    html: layout('Nuevo usuario registrado', p, action),
  };
}

export function resetPasswordMail(to: string, name: string, url: string): Mail {
  const p = [
    `Hola ${name}:`,
    'Recibimos un pedido para cambiar la contraseña de tu cuenta. El enlace vale por una hora y se puede usar una sola vez.',
    'Si no lo pediste vos, ignorá este correo: tu contraseña sigue igual.',
  ];
  const action = { label: 'Cambiar contraseña', url };
  return {
    to,
    subject: 'Cambiá tu contraseña',
    text: text(p, action),
    html: layout('Cambiar contraseña', p, action),
  };
}
