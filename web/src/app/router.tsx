import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { PATHS } from '@contract/pages';
import { planQueryOptions } from '@web/features/catalog/api/get-plan';
import { plansQueryOptions } from '@web/features/catalog/api/get-plans';
import { recipeQueryOptions } from '@web/features/catalog/api/get-recipe';
import { recipesQueryOptions } from '@web/features/catalog/api/get-recipes';
import { slidersQueryOptions } from '@web/features/catalog/api/get-sliders';
import { tipQueryOptions } from '@web/features/catalog/api/get-tip';
import { tipsQueryOptions } from '@web/features/catalog/api/get-tips';
import { controlsQueryOptions } from '@web/features/clinical/controls/api/get-controls';
import { appointmentProductQueryOptions } from '@web/features/commerce/api/get-appointment-product';
import { packsQueryOptions } from '@web/features/commerce/api/get-packs';
import { mealPlanQueryOptions } from '@web/features/meal-plans/api/get-meal-plan';
import { practiceQueryOptions } from '@web/lib/get-practice';
import { NotFoundPage } from '@web/components/NotFoundPage';
import { ADMIN_TAB_CHUNKS, adminTabOf } from './admin/tab-chunks';
import { RequireSession } from './RequireSession';
import { SiteLayout } from './layout/SiteLayout';
import { Redirect } from './Redirect';
import { RouteError } from './RouteError';
import type { PageHandle } from './page-handle';

/*
 * Every page is its own chunk: a visitor on the home page downloads no account,
 * admin or form code. Features never import each other; this file composes them.
 */
const HomeRoute = lazy(() => import('./routes/HomeRoute'));
const AboutPage = lazy(() => import('@web/features/site/pages/AboutPage'));
const InPersonRoute = lazy(() => import('./routes/InPersonRoute'));
const ContactPage = lazy(() => import('@web/features/site/pages/ContactPage'));
const TermsPage = lazy(() => import('@web/features/site/pages/TermsPage'));
const PrivacyPage = lazy(() => import('@web/features/site/pages/PrivacyPage'));

const LoginPage = lazy(() => import('@web/features/auth/pages/LoginPage'));
const RegisterPage = lazy(() => import('@web/features/auth/pages/RegisterPage'));
const ForgotPasswordPage = lazy(() => import('@web/features/auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('@web/features/auth/pages/ResetPasswordPage'));

const ProfileRoute = lazy(() => import('./routes/ProfileRoute'));
const NewUserPage = lazy(() => import('@web/features/users/admin/pages/NewUserPage'));
// The open tab's chunk is fetched beside the page's, not after it (admin/tab-chunks.ts).
const AdminRoute = lazy(() => {
  void ADMIN_TAB_CHUNKS[adminTabOf(new URLSearchParams(window.location.search).get('tab'))]();
  return import('./routes/AdminRoute');
});

const OnlinePlansPage = lazy(() => import('@web/features/catalog/pages/OnlinePlansPage'));
const EbooksPage = lazy(() => import('@web/features/catalog/pages/EbooksPage'));
const PlanDetailRoute = lazy(() => import('./routes/PlanDetailRoute'));
const RecipeDetailRoute = lazy(() => import('./routes/RecipeDetailRoute'));
const TipDetailPage = lazy(() => import('@web/features/catalog/pages/TipDetailPage'));

const PlanFormPage = lazy(() => import('@web/features/catalog/admin/pages/PlanFormPage'));
const RecipeFormRoute = lazy(() => import('./routes/RecipeFormRoute'));
const TipFormPage = lazy(() => import('@web/features/catalog/admin/pages/TipFormPage'));
const ProductFilesPage = lazy(() => import('@web/features/catalog/admin/pages/ProductFilesPage'));
const DeliveryRoute = lazy(() => import('./routes/DeliveryRoute'));
const BackupsRoute = lazy(() => import('./routes/BackupsRoute'));
const FoodsPage = lazy(() => import('@web/features/foods/admin/pages/FoodsPage'));
const MealPlanBuilderRoute = lazy(() => import('./routes/MealPlanBuilderRoute'));
const NewMealPlanRoute = lazy(() => import('./routes/NewMealPlanRoute'));
const MealPlanTemplatesPage = lazy(
  () => import('@web/features/meal-plans/admin/pages/TemplatesPage'),
);

const AnamnesisFormPage = lazy(() => import('@web/features/clinical/pages/AnamnesisFormPage'));
const AnamnesisSummaryPage = lazy(
  () => import('@web/features/clinical/pages/AnamnesisSummaryPage'),
);
const ControlsRoute = lazy(() => import('./routes/ControlsRoute'));
const ControlDetailsPage = lazy(() => import('@web/features/clinical/pages/ControlDetailsPage'));
const ControlFormPage = lazy(() => import('@web/features/clinical/pages/ControlFormPage'));

const MessagesPage = lazy(() => import('@web/features/messages/pages/MessagesPage'));
const ConversationPage = lazy(() => import('@web/features/messages/pages/ConversationPage'));
const PlanPurchaseRoute = lazy(() => import('./routes/PlanPurchaseRoute'));
const RecipePurchaseRoute = lazy(() => import('./routes/RecipePurchaseRoute'));
const DownloadsRoute = lazy(() => import('./routes/DownloadsRoute'));
const PurchasesPage = lazy(() => import('@web/features/commerce/pages/PurchasesPage'));
const TestCheckoutPage = lazy(() => import('@web/features/commerce/pages/TestCheckoutPage'));
const ScheduleControlRoute = lazy(() => import('./routes/ScheduleControlRoute'));
const SlotOfferRoute = lazy(() => import('./routes/SlotOfferRoute'));
const MealPlanPage = lazy(() => import('@web/features/meal-plans/pages/MealPlanPage'));
const MyMealPlansPage = lazy(() => import('@web/features/meal-plans/pages/MyMealPlansPage'));
const MyDataPage = lazy(() => import('@web/features/privacy/pages/MyDataPage'));
const KeptRecordsPage = lazy(() => import('@web/features/privacy/admin/pages/KeptRecordsPage'));
const KeptRecordRoute = lazy(() => import('./routes/KeptRecordRoute'));

/**
 * Anyone may see these, so the server renders them (entry-server.tsx): `prefetch`
 * names the data a page shows on its first paint, fetched before rendering.
 */
const ssr = (path: string, element: ReactNode, prefetch?: PageHandle['prefetch']) => ({
  path,
  element,
  handle: { ssr: true, prefetch } satisfies PageHandle,
});

// Paths come from PATHS (contract/pages.ts), the same helpers every link uses.
const publicPages: RouteObject[] = [
  ssr(PATHS.home(), <HomeRoute />, (c) => [
    c.fetchQuery(slidersQueryOptions('desktop')),
    c.fetchQuery(slidersQueryOptions('mobile')),
    c.fetchQuery(plansQueryOptions()),
    c.fetchQuery(recipesQueryOptions()),
    c.fetchQuery(tipsQueryOptions()),
  ]),
  // Her name, photo and the consulting room (DECISIONS §9).
  ssr(PATHS.about(), <AboutPage />, (c) => [c.fetchQuery(practiceQueryOptions())]),
  ssr(PATHS.inPerson(), <InPersonRoute />, (c) => [
    c.fetchQuery(appointmentProductQueryOptions()),
    c.fetchQuery(packsQueryOptions()),
    c.fetchQuery(practiceQueryOptions()),
  ]),
  ssr(PATHS.contact(), <ContactPage />, (c) => [c.fetchQuery(practiceQueryOptions())]),
  ssr(PATHS.terms(), <TermsPage />),
  ssr(PATHS.privacy(), <PrivacyPage />),
  ssr(PATHS.onlinePlans(), <OnlinePlansPage />, (c) => [c.fetchQuery(plansQueryOptions('Online'))]),
  ssr(PATHS.ebooks(), <EbooksPage />, (c) => [c.fetchQuery(plansQueryOptions('ebooks'))]),
  ssr(PATHS.plan(':id'), <PlanDetailRoute />, (c, p) => [c.fetchQuery(planQueryOptions(p.id!))]),
  ssr(PATHS.recipe(':id'), <RecipeDetailRoute />, (c, p) => [
    c.fetchQuery(recipeQueryOptions(p.id!)),
  ]),
  ssr(PATHS.tip(':id'), <TipDetailPage />, (c, p) => [c.fetchQuery(tipQueryOptions(p.id!))]),
  // The account pages too: their forms stay closed until hydrated (auth/AuthForm), since a
  // password typed before would be lost, or sent in the address by the browser's own submit.
  ssr(PATHS.login(), <LoginPage />),
  ssr('/auth/login', <LoginPage />),
  ssr(PATHS.register(), <RegisterPage />),
  ssr('/auth/register', <RegisterPage />),
  ssr(PATHS.forgotPassword(), <ForgotPasswordPage />),
  // Its address holds a one-time token: no page of it is rendered or cached on the server.
  { path: PATHS.resetPassword(':token'), element: <ResetPasswordPage /> },
];

/** The meal plan page's 'Ver como el cliente' (PATHS.mealPlan's `asClient`). */
const asClient = (search: URLSearchParams) => search.get('vista') === 'cliente';

/** A stored token is needed (spec §6); without one, to /auth/entrar. */
const clientPages: RouteObject[] = [
  { path: PATHS.profile(), element: <ProfileRoute /> },
  { path: PATHS.profile(':id'), element: <ProfileRoute /> },
  { path: PATHS.messages(), element: <MessagesPage /> },
  { path: PATHS.conversation(':clientId'), element: <ConversationPage /> },
  { path: PATHS.purchases(':id'), element: <PurchasesPage /> },
  // Drawn on the server for a remembered device too (PERSONAL_PAGES): a phone shows the
  // client's controls before the app's scripts arrive.
  {
    path: PATHS.controls(':id'),
    element: <ControlsRoute />,
    handle: {
      ssr: 'session',
      prefetch: (c, p) => [c.fetchQuery(controlsQueryOptions(p.id!))],
      title: () => 'Controles',
    } satisfies PageHandle,
  },
  { path: PATHS.controlDetails(':id'), element: <ControlDetailsPage /> },
  { path: PATHS.anamnesis(':id'), element: <AnamnesisFormPage kind="Extendido" /> },
  { path: PATHS.anamnesisOnline(':id'), element: <AnamnesisFormPage kind="Simple" /> },
  { path: PATHS.anamnesisRecord(':idAnamnesis'), element: <AnamnesisFormPage /> },
  { path: PATHS.newControl(':idUsuario'), element: <ControlFormPage typo="Online" /> },
  { path: PATHS.control(':idUsuario'), element: <ControlFormPage typo="Online" /> },
  {
    path: PATHS.editControl(':idUsuario', ':idControl'),
    element: <ControlFormPage typo="Online" />,
  },
  { path: PATHS.planPurchase(':idPlan', ':idUsuario'), element: <PlanPurchaseRoute /> },
  { path: PATHS.recipePurchase(':idReceta', ':idUsuario'), element: <RecipePurchaseRoute /> },
  { path: PATHS.scheduleControl(':idUsuario'), element: <ScheduleControlRoute /> },
  // The waiting list's mail and push link here; signed out, the guard comes back after login.
  { path: PATHS.slotOffer(':id'), element: <SlotOfferRoute /> },
  { path: PATHS.downloads(':id'), element: <DownloadsRoute /> },
  { path: PATHS.testCheckout(':orderId'), element: <TestCheckoutPage /> },
  // Rendered on the server for a remembered device (PERSONAL_PAGES): a slow phone reads its
  // plan before the app's scripts arrive.
  {
    path: PATHS.mealPlan(':id'),
    element: <MealPlanPage />,
    handle: {
      ssr: 'session',
      // Her 'Ver como el cliente' (?vista=cliente) reads the client's version.
      prefetch: (c, p, q) => [c.fetchQuery(mealPlanQueryOptions(p.id!, asClient(q)))],
      title: (c, p, q) => c.getQueryData(mealPlanQueryOptions(p.id!, asClient(q)).queryKey)?.title,
    } satisfies PageHandle,
  },
  { path: PATHS.myMealPlans(':userId'), element: <MyMealPlansPage /> },
  { path: PATHS.myData(), element: <MyDataPage /> },
];

/** The back office's own screens: admins only (a client is sent to the home page). */
const adminPages: RouteObject[] = [
  { path: PATHS.admin(), element: <AdminRoute /> },
  { path: PATHS.newUser(), element: <NewUserPage /> },
  { path: PATHS.anamnesisSummary(':idAnamnesis'), element: <AnamnesisSummaryPage /> },
  { path: PATHS.newInPersonControl(':idUsuario'), element: <ControlFormPage typo="Offline" /> },
  {
    path: PATHS.editInPersonControl(':idUsuario', ':idControl'),
    element: <ControlFormPage typo="Offline" />,
  },
  { path: PATHS.newPlan(), element: <PlanFormPage /> },
  { path: PATHS.editPlan(':id'), element: <PlanFormPage /> },
  { path: PATHS.newRecipe(), element: <RecipeFormRoute /> },
  { path: PATHS.editRecipe(':id'), element: <RecipeFormRoute /> },
  { path: PATHS.newTip(), element: <TipFormPage /> },
  { path: PATHS.editTip(':id'), element: <TipFormPage /> },
  { path: PATHS.productFiles(':id'), element: <ProductFilesPage /> },
  { path: PATHS.delivery(':id'), element: <DeliveryRoute /> },
  { path: PATHS.backups(), element: <BackupsRoute /> },
  { path: PATHS.foods(), element: <FoodsPage /> },
  { path: PATHS.mealPlanBuilder(':id'), element: <MealPlanBuilderRoute /> },
  { path: PATHS.newMealPlan(':userId'), element: <NewMealPlanRoute /> },
  { path: PATHS.mealPlanTemplates(), element: <MealPlanTemplatesPage /> },
  { path: PATHS.keptRecords(), element: <KeptRecordsPage /> },
  { path: PATHS.keptRecords(':id'), element: <KeptRecordRoute /> },
];

/** Old addresses (spec §2) and the template demos we do not build (DECISIONS §7). */
const redirects: RouteObject[] = [
  { index: true, element: <Redirect to={PATHS.home()} /> },
  ...(
    [
      ['quien-soy', PATHS.about()],
      ['turnos-presenciales', PATHS.inPerson()],
      ['ebooks', PATHS.ebooks()],
      ['planes-a-distancia', PATHS.onlinePlans()],
      ['contacto', PATHS.contact()],
      ['registrarme', PATHS.register()],
      ['login', '/auth/login'],
      ['mensajes', PATHS.messages()],
      ['administracion', PATHS.admin()],
      ['usuario', PATHS.profile()],
    ] as const
  ).map(([from, to]) => ({ path: from, element: <Redirect to={to} /> })),
  { path: 'dashboard', element: <Redirect to={PATHS.admin()} /> },
  { path: 'admin/*', element: <Redirect to={PATHS.admin()} /> },
  { path: 'rtl/*', element: <Redirect to={PATHS.home()} /> },
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
              { index: true, element: <Redirect to={PATHS.home()} /> },
              { path: 'administracion/usuario', element: <Redirect to={PATHS.profile()} /> },
              { path: 'pricing', element: <Redirect to={PATHS.home()} /> },
              { path: 'lock-screen', element: <Redirect to={PATHS.home()} /> },
              ...publicPages,
              { element: <RequireSession />, children: clientPages },
              { element: <RequireSession admin />, children: adminPages },
            ],
          },
          // Rendered on the server too, so an unknown address answers 404 with this page.
          {
            path: '*',
            element: <NotFoundPage />,
            handle: { ssr: true, status: 404 } satisfies PageHandle,
          },
        ],
      },
    ],
  },
];
