/**
 * The name, title and description of each public page: the server writes them into
 * the HTML (for crawlers and link previews) and the page sets the same ones in the
 * browser, so the tab title never changes after loading.
 */
export const SITE_NAME = 'Nutrición Deportiva';

export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META = {
  '/auth/home': {
    title: 'Nutrición deportiva y hábitos saludables',
    description:
      'Planes de nutrición a distancia, ebooks, recetarios y consultas presenciales con licenciada en nutrición en Uruguay.',
  },
  '/auth/quien-soy': {
    title: 'Quien Soy',
    description:
      'Licenciada en nutrición con foco en nutrición deportiva: planes personalizados, consultas y acompañamiento.',
  },
  '/auth/planes-a-distancia': {
    title: 'Planes personalizados a distancia',
    description: 'Planes de alimentación hechos a tu medida, con controles a distancia.',
  },
  '/auth/ebooks': {
    title: 'Ebooks',
    description: 'Ebooks y guías de alimentación para descargar después del pago.',
  },
  '/auth/turnos-presenciales': {
    title: 'Turnos Presenciales',
    description: 'Consulta de nutrición presencial: reservá tu turno en tres pasos.',
  },
  '/auth/contacto': {
    title: 'Contacto',
    description: 'Escribinos por email, WhatsApp o Instagram.',
  },
  '/auth/terminos-y-condiciones': {
    title: 'Términos y condiciones',
    description:
      'Condiciones de uso del sitio y de compra de planes, ebooks, recetarios y turnos presenciales.',
  },
  '/auth/politicas-de-privacidad': {
    title: 'Políticas de privacidad',
    description:
      'Cómo tratamos tus datos personales según la Ley N° 18.331 de Protección de Datos Personales de Uruguay.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PAGE_META;

/** '{page} | {site}', or the site's name alone. */
export const pageTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** The query parameter that carries where a sign-in should land. */
export const NEXT_PARAM = 'next';

/**
 * `raw` when it is a page of this site to land on after signing in, else null: only a
 * path of the app ('/auth/...'), never another origin ('//evil', 'https://evil',
 * '/\\evil'), a control character, or the sign-in pages themselves (a loop).
 * Parsed against a fixed origin, so whatever the browser would resolve is what is checked.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 1000 || !raw.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw) || raw.startsWith('//')) return null;
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base || !url.pathname.startsWith('/auth/')) return null;
  const signIn = ['/auth/entrar', '/auth/registrarme', '/auth/olvide-contrasena'];
  if (signIn.includes(url.pathname.replace(/\/$/, ''))) return null;
  if (url.pathname.startsWith('/auth/resetPassword/')) return null;
  return url.pathname + url.search + url.hash;
}

const withNext = (path: string, next?: string | null) => {
  const safe = safeNextPath(next);
  return safe ? `${path}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : path;
};

/**
 * Every page address, in one place: links, redirects, the router's own patterns
 * (`PATHS.plan(':id')`), and the server's sitemap and mails can all use these.
 * Ids are UUIDs, so they need no escaping.
 */
export const PATHS = {
  home: () => '/auth/home',
  about: () => '/auth/quien-soy',
  inPerson: () => '/auth/turnos-presenciales',
  onlinePlans: () => '/auth/planes-a-distancia',
  ebooks: () => '/auth/ebooks',
  contact: () => '/auth/contacto',
  terms: () => '/auth/terminos-y-condiciones',
  privacy: () => '/auth/politicas-de-privacidad',
  /** `next`: where to land once signed in (a page of this site; see `safeNextPath`). */
  login: (next?: string | null) => withNext('/auth/entrar', next),
  register: (next?: string | null) => withNext('/auth/registrarme', next),
  forgotPassword: (next?: string | null) => withNext('/auth/olvide-contrasena', next),
  resetPassword: (token: string) => `/auth/resetPassword/user/${token}`,
  messages: () => '/auth/mensajes',
  /** A client's conversation with the nutritionist (a client: only their own). */
  conversation: (clientId: string) => `/auth/mensajes/${clientId}`,

  plan: (id: string) => `/auth/planes/${id}/`,
  recipe: (id: string) => `/auth/recetas/${id}/`,
  tip: (id: string) => `/auth/tip-detalle/${id}/`,

  /** My own profile, or a user's (a client only their own). */
  profile: (id?: string) => (id ? `/auth/usuario/${id}` : '/auth/usuario'),
  purchases: (userId: string) => `/auth/mis-compras/${userId}`,
  controls: (userId: string) => `/auth/controles/${userId}`,
  controlDetails: (id: string) => `/auth/detalles-controles/${id}`,
  anamnesis: (userId: string) => `/auth/nueva-ficha-anamnesis/${userId}`,
  anamnesisOnline: (userId: string) => `/auth/nueva-ficha-anamnesis-online/${userId}`,
  anamnesisRecord: (id: string) => `/auth/anamnesis/${id}`,
  /** The admin's one-page, printable reading of an anamnesis ('Editar' opens the record). */
  anamnesisSummary: (id: string) => `/auth/anamnesis/${id}/resumen`,
  /** The form a plan asks for: the online one for a 'Simple' anamnesis, else the full one. */
  anamnesisFor: (planAnamnesis: string | null, userId: string) =>
    planAnamnesis === 'Simple' ? PATHS.anamnesisOnline(userId) : PATHS.anamnesis(userId),
  newControl: (userId: string) => `/auth/nueva-ficha-control/${userId}`,
  control: (userId: string) => `/auth/control/${userId}`,
  editControl: (userId: string, controlId: string) =>
    `/auth/editar-ficha-control/${userId}/${controlId}`,
  newInPersonControl: (userId: string) => `/auth/nueva-ficha-control-presencial/${userId}`,
  editInPersonControl: (userId: string, controlId: string) =>
    `/auth/editar-ficha-control-offline/${userId}/${controlId}`,
  planPurchase: (planId: string, userId: string) => `/auth/compra-plan/${planId}/${userId}`,
  recipePurchase: (recipeId: string, userId: string) => `/auth/compra-receta/${recipeId}/${userId}`,
  scheduleControl: (userId: string) => `/auth/agendar-control/${userId}`,
  /** The booking page opened on one appointment: change its time or cancel it (issue 20). */
  appointment: (userId: string, eventId: string) =>
    `/auth/agendar-control/${userId}?turno=${encodeURIComponent(eventId)}`,
  /** A freed slot offered to a client of the waiting list (issue 34): reserve it in one tap. */
  slotOffer: (offerId: string) => `/auth/turno-liberado/${offerId}`,
  downloads: (productId: string) => `/auth/archivos/${productId}`,
  /** The built-in test checkout that stands in for Mercado Pago without credentials. */
  testCheckout: (orderId: string) => `/auth/pago-de-prueba/${orderId}`,

  /** The back office; `tab` opens one of its tabs. */
  admin: (tab?: AdminTab) => (tab ? `/auth/administracion?tab=${tab}` : '/auth/administracion/'),
  newUser: () => '/auth/nuevo-usuario',
  newPlan: () => '/auth/nuevo-plan',
  editPlan: (id: string) => `/auth/plan/${id}/`,
  newRecipe: () => '/auth/nueva-receta',
  editRecipe: (id: string) => `/auth/receta/${id}/`,
  newTip: () => '/auth/nuevo-tip',
  editTip: (id: string) => `/auth/tip/${id}/`,
  productFiles: (id: string) => `/auth/producto/${id}/`,
  /** A client's plan delivery: the upload of their personalized plan (issue 11). */
  delivery: (id: string) => `/auth/entrega/${id}`,
  /** The backups: the last one, the recent runs, 'Hacer una copia ahora' (issue 22). */
  backups: () => '/auth/copias-de-seguridad',
  /** The food table: add, edit, archive, import a CSV (issue 23). */
  foods: () => '/auth/alimentos',
  /** The meal-plan builder (admin): a client's plan or a template. */
  mealPlanBuilder: (id: string) => `/auth/plan-alimentario/${id}/editar`,
  /** Start a plan for a client (admin), answering a delivery when given. */
  newMealPlan: (userId: string, deliveryId?: string) =>
    `/auth/nuevo-plan-alimentario/${userId}${deliveryId ? `?entrega=${deliveryId}` : ''}`,
  /**
   * A client's published plan, phone first (the owner or the admin); `asClient`: the
   * admin sees exactly what the client sees ('Ver como el cliente').
   */
  mealPlan: (id: string, asClient?: boolean) =>
    `/auth/plan-alimentario/${id}${asClient ? '?vista=cliente' : ''}`,
  /** A client's plans: the latest opens at once (the owner or the admin). */
  myMealPlans: (userId: string) => `/auth/mis-planes-alimentarios/${userId}`,
  /** The meal-plan templates (admin): open one in the builder, start a new one, delete. */
  mealPlanTemplates: () => '/auth/plantillas-de-planes',
  /** 'Mis datos' (issue 33): what the practice holds about me, its download, my requests. */
  myData: () => '/auth/mis-datos',
  /** The clinical records erasures kept (admin, read-only); `id` opens one. */
  keptRecords: (id?: string) =>
    id ? `/auth/historias-conservadas/${id}` : '/auth/historias-conservadas',
} as const;

/**
 * The pages of a person's own the server renders with their data when the browser sends a
 * remembered session's page cookie (issue 32, decision 0029): the client's plan and their
 * controls, which a slow phone must show before the app's scripts arrive. Route patterns
 * (':id' is one segment); the web's router marks the same routes (a test holds the two
 * together).
 */
export const PERSONAL_PAGES = [PATHS.mealPlan(':id'), PATHS.controls(':id')] as const;

const personalPatterns = PERSONAL_PAGES.map(
  (p) => new RegExp(`^${p.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
);

/** Whether `pathname` (no query) is one of PERSONAL_PAGES. */
export const isPersonalPage = (pathname: string) =>
  personalPatterns.some((re) => re.test(pathname));

/** The back office's tabs, as the address names them (?tab=). */
export type AdminTab =
  'hoy' | 'usuarios' | 'agenda' | 'planes' | 'recetas' | 'ventas' | 'entregas' | 'web';
