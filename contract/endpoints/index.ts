import type { RouteKey } from '../endpoint';
import { agendaEndpoints } from './agenda';
import { authEndpoints } from './auth';
import { backupsEndpoints } from './backups';
import {
  plansEndpoints,
  productFilesEndpoints,
  recipesEndpoints,
  slidersEndpoints,
  tipsEndpoints,
} from './catalog';
import { anamnesisEndpoints, controlsEndpoints } from './clinical';
import { checkoutEndpoints, salesEndpoints } from './commerce';
import { creditsEndpoints } from './credits';
import { dashboardEndpoints } from './dashboard';
import { deliveriesEndpoints } from './deliveries';
import { foodsEndpoints } from './foods';
import { invoicingEndpoints } from './invoicing';
import { mealPlansEndpoints } from './meal-plans';
import { mediaEndpoints } from './media';
import { messagesEndpoints } from './messages';
import { practiceEndpoints } from './practice';
import { privacyEndpoints } from './privacy';
import { pushEndpoints } from './push';
import { systemEndpoints } from './system';
import { usersEndpoints } from './users';

/**
 * Every call of the API, by domain. The server registers exactly these (a test
 * compares both lists); the web names them by route, e.g. 'GET /plans/:id'.
 */
export const endpoints = {
  system: systemEndpoints,
  auth: authEndpoints,
  users: usersEndpoints,
  plans: plansEndpoints,
  recipes: recipesEndpoints,
  tips: tipsEndpoints,
  sliders: slidersEndpoints,
  productFiles: productFilesEndpoints,
  media: mediaEndpoints,
  anamnesis: anamnesisEndpoints,
  controls: controlsEndpoints,
  checkout: checkoutEndpoints,
  sales: salesEndpoints,
  credits: creditsEndpoints,
  invoicing: invoicingEndpoints,
  agenda: agendaEndpoints,
  messages: messagesEndpoints,
  deliveries: deliveriesEndpoints,
  practice: practiceEndpoints,
  dashboard: dashboardEndpoints,
  backups: backupsEndpoints,
  foods: foodsEndpoints,
  mealPlans: mealPlansEndpoints,
  push: pushEndpoints,
  privacy: privacyEndpoints,
};

type Domains = typeof endpoints;
type AllEndpoints = { [D in keyof Domains]: Domains[D][keyof Domains[D]] }[keyof Domains];

/** The web's names for the calls: 'GET /plans/:id'. */
export type ApiRoutes = { [E in AllEndpoints as RouteKey<E>]: E };
export type ApiRoute = keyof ApiRoutes;
