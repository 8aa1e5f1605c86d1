import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ComingSoon } from '../components/ComingSoon';
import { planQueryOptions } from '../features/catalog/api/get-plan';
import { plansQueryOptions } from '../features/catalog/api/get-plans';
import { recipeQueryOptions } from '../features/catalog/api/get-recipe';
import { recipesQueryOptions } from '../features/catalog/api/get-recipes';
import { slidersQueryOptions } from '../features/catalog/api/get-sliders';
import { tipQueryOptions } from '../features/catalog/api/get-tip';
import { tipsQueryOptions } from '../features/catalog/api/get-tips';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireSession } from './guards';
import { SiteLayout } from './layout/SiteLayout';
import { Redirect } from './redirect';
import { RouteError } from './RouteError';
import type { PageHandle } from './page-handle';

/*
 * Every page is its own chunk: a visitor on the home page downloads no account,
 * admin or form code. Features never import each other; this file composes them.
 */
const HomeRoute = lazy(() => import('./routes/HomeRoute'));
const AboutPage = lazy(() => import('../features/site/pages/AboutPage'));
const InPersonPage = lazy(() => import('../features/site/pages/InPersonPage'));
const ContactPage = lazy(() => import('../features/site/pages/ContactPage'));
const TermsPage = lazy(() => import('../features/site/pages/TermsPage'));
const PrivacyPage = lazy(() => import('../features/site/pages/PrivacyPage'));

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));

const ProfilePage = lazy(() => import('../features/users/pages/ProfilePage'));
const AdminRoute = lazy(() => import('./routes/AdminRoute'));

const OnlinePlansPage = lazy(() => import('../features/catalog/pages/OnlinePlansPage'));
const EbooksPage = lazy(() => import('../features/catalog/pages/EbooksPage'));
const PlanDetailPage = lazy(() => import('../features/catalog/pages/PlanDetailPage'));
const RecipeDetailPage = lazy(() => import('../features/catalog/pages/RecipeDetailPage'));
const TipDetailPage = lazy(() => import('../features/catalog/pages/TipDetailPage'));

const PlanFormPage = lazy(() => import('../features/catalog/admin/pages/PlanFormPage'));
const RecipeFormPage = lazy(() => import('../features/catalog/admin/pages/RecipeFormPage'));
const TipFormPage = lazy(() => import('../features/catalog/admin/pages/TipFormPage'));
const ProductFilesPage = lazy(() => import('../features/catalog/admin/pages/ProductFilesPage'));

const soon = (path: string, title: string, description?: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} description={description} />,
});

/**
 * Anyone may see these, so the server renders them (entry-server.tsx): `prefetch`
 * names the data a page shows on its first paint, fetched before rendering.
 */
const ssr = (path: string, element: ReactNode, prefetch?: PageHandle['prefetch']) => ({
  path,
  element,
  handle: { ssr: true, prefetch } satisfies PageHandle,
});

const publicPages: RouteObject[] = [
  ssr('home', <HomeRoute />, (c) => [
    c.fetchQuery(slidersQueryOptions('desktop')),
    c.fetchQuery(slidersQueryOptions('mobile')),
    c.fetchQuery(plansQueryOptions()),
    c.fetchQuery(recipesQueryOptions()),
    c.fetchQuery(tipsQueryOptions()),
  ]),
  ssr('quien-soy', <AboutPage />),
  ssr('turnos-presenciales', <InPersonPage />),
  ssr('contacto', <ContactPage />),
  ssr('terminos-y-condiciones', <TermsPage />),
  ssr('politicas-de-privacidad', <PrivacyPage />),
  ssr('planes-a-distancia', <OnlinePlansPage />, (c) => [
    c.fetchQuery(plansQueryOptions('Online')),
  ]),
  ssr('ebooks', <EbooksPage />, (c) => [c.fetchQuery(plansQueryOptions('ebooks'))]),
  ssr('planes/:id', <PlanDetailPage />, (c, p) => [c.fetchQuery(planQueryOptions(p.id!))]),
  ssr('recetas/:id', <RecipeDetailPage />, (c, p) => [c.fetchQuery(recipeQueryOptions(p.id!))]),
  ssr('tip-detalle/:id', <TipDetailPage />, (c, p) => [c.fetchQuery(tipQueryOptions(p.id!))]),
  // Forms are rendered in the browser only: typed before hydration, a password would be
  // lost, or sent in the address by the browser's own submit.
  { path: 'entrar', element: <LoginPage /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'registrarme', element: <RegisterPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'olvide-contrasena', element: <ForgotPasswordPage /> },
  { path: 'resetPassword/user/:token', element: <ResetPasswordPage /> },
];

/** A stored token is needed (spec §6); without one, to /auth/entrar. */
const clientPages: RouteObject[] = [
  { path: 'usuario', element: <ProfilePage /> },
  { path: 'usuario/:id', element: <ProfilePage /> },
  { path: 'nuevo-usuario', element: <ProfilePage /> },
  { path: 'administracion', element: <AdminRoute /> },
  soon('mensajes', 'Mensajes'),
  soon('mis-compras/:id', 'Mis Compras'),
  soon('controles/:id', 'Controles'),
  soon('detalles-controles/:id', 'Detalles Control'),
  soon('nueva-ficha-anamnesis/:id?', 'Formulario Anamnesis Offline'),
  soon('nueva-ficha-anamnesis-online/:id?', 'Formulario Anamnesis Online'),
  soon('anamnesis/:idAnamnesis', 'Formulario Anamnesis'),
  soon('nueva-ficha-control/:idUsuario', 'Nuevo Control'),
  soon('control/:idUsuario', 'Control'),
  soon('editar-ficha-control/:idUsuario/:idControl', 'Editar Control'),
  soon('compra-plan/:idPlan/:idUsuario', 'Tu plan'),
  soon('compra-receta/:idReceta/:idUsuario', 'Tu receta'),
  soon('agendar-control/:idUsuario', 'Agendar turno presencial'),
  soon('archivos/:id', 'Tus archivos'),
];

/** The back office's own screens: admins only. */
const adminPages: RouteObject[] = [
  soon('nueva-ficha-control-presencial/:idUsuario', 'Nuevo Control Presencial'),
  soon('editar-ficha-control-offline/:idUsuario/:idControl', 'Editar Control Presencial'),
  { path: 'nuevo-plan', element: <PlanFormPage /> },
  { path: 'plan/:id', element: <PlanFormPage /> },
  { path: 'nueva-receta', element: <RecipeFormPage /> },
  { path: 'receta/:id', element: <RecipeFormPage /> },
  { path: 'nuevo-tip', element: <TipFormPage /> },
  { path: 'tip/:id', element: <TipFormPage /> },
  { path: 'producto/:id', element: <ProductFilesPage /> },
];

/** Old addresses (spec §2) and the template demos we do not build (DECISIONS §7). */
const redirects: RouteObject[] = [
  { index: true, element: <Redirect to="/auth/home" /> },
  ...[
    'quien-soy',
    'turnos-presenciales',
    'ebooks',
    'planes-a-distancia',
    'contacto',
    'registrarme',
    'login',
    'mensajes',
    'administracion',
  ].map((p) => ({ path: p, element: <Redirect to={`/auth/${p}`} /> })),
  { path: 'usuario', element: <Redirect to="/auth/usuario" /> },
  { path: 'dashboard', element: <Redirect to="/auth/administracion" /> },
  { path: 'admin/*', element: <Redirect to="/auth/administracion" /> },
  { path: 'rtl/*', element: <Redirect to="/auth/home" /> },
];

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Inside the layout, so a page that fails keeps the top bar and footer.
        errorElement: <RouteError />,
        children: [
          ...redirects,
          {
            path: 'auth',
            children: [
              { index: true, element: <Redirect to="/auth/home" /> },
              { path: 'administracion/usuario', element: <Redirect to="/auth/usuario" /> },
              { path: 'pricing', element: <Redirect to="/auth/home" /> },
              { path: 'lock-screen', element: <Redirect to="/auth/home" /> },
              ...publicPages,
              { element: <RequireSession />, children: clientPages },
              { element: <RequireSession admin />, children: adminPages },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
