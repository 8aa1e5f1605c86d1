import { HEALTH_CONSENT_VERSION } from '@contract/clinical';

/**
 * The consent to process health data (Ley 18.331 art. 18: sensitive data needs the
 * owner's express consent). The server stores which version was accepted and when:
 * a change of meaning here needs a new HEALTH_CONSENT_VERSION in contract/clinical.ts.
 */
export const CONSENT_VERSION = HEALTH_CONSENT_VERSION;

export const CONSENT_TITLE = 'Consentimiento para tratar tus datos de salud';

/** What the person agrees to, point by point: its subject, then the text (the form links the privacy policy after them). */
export const CONSENT_POINTS: readonly (readonly [string, string])[] = [
  [
    'Qué guardamos',
    'esta anamnesis, tus controles (peso, medidas, composición corporal) y las fotos que subas. Son datos de salud: datos sensibles según la Ley N° 18.331 de Protección de Datos Personales.',
  ],
  [
    'Para qué',
    'solo para preparar tu plan de alimentación y hacer tu seguimiento. No los usamos para publicidad ni los vendemos.',
  ],
  [
    'Quién los ve',
    'vos y la nutricionista. Las fotos solo se ven por enlaces que vencen a los pocos minutos, y cada vez que la nutricionista abre tus datos queda registrado.',
  ],
  [
    'Por cuánto tiempo',
    'mientras tengas tu cuenta y hasta 5 años después de tu último control, para poder seguir tu historia clínica; después se borran.',
  ],
  [
    'Tus derechos',
    'podés pedir acceso, corrección o eliminación de tus datos, o retirar este consentimiento, escribiendo al email de contacto.',
  ],
];

/** The checkbox: the client consents; the admin records a consent given in person. */
export function consentLabel(recordedBy: 'client' | 'admin', clientName?: string): string {
  if (recordedBy === 'client')
    return 'Leí lo anterior y doy mi consentimiento para que traten mis datos de salud';
  const who = clientName?.trim() || 'La persona';
  return `${who} me dio en persona su consentimiento para tratar sus datos de salud, después de conocer este texto`;
}
