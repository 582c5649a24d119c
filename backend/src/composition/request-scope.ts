import type { EntityManager } from '@mikro-orm/postgresql';
import type { ScopeRequest, ScopeServices } from '../graphql/context.js';
import { SessionService, type AuthScope } from '../modules/auth/index.js';
import type { ContactScope } from '../modules/contacts/index.js';
import { FertilizerCatalogue, type FertilizerScope } from '../modules/fertilizer/index.js';
import type { ForecastScope } from '../modules/forecast/index.js';
import type { NewsletterScope } from '../modules/newsletters/index.js';
import type { ProductScope } from '../modules/products/index.js';
import type { SubscriberScope } from '../modules/subscribers/index.js';
import type { TechnologyScope } from '../modules/technologies/index.js';
import { createLoaders } from './loaders.js';

/** NEWSLETTER_PDF_MAX_MB's default, in bytes. */
export const DEFAULT_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** Without a change feed to tie it to, the catalogue is read from the database every time. */
const UNHELD_CATALOGUE = new FertilizerCatalogue();

/**
 * The one scope of a request: every module's scope at once (the compiler checks that
 * createRequestScope gives each what it reads). A module that reads a new piece of it declares
 * the piece in its own scope, and its scope joins this list.
 */
export type AppScope = AuthScope &
  ContactScope &
  FertilizerScope &
  ForecastScope &
  NewsletterScope &
  ProductScope &
  SubscriberScope &
  TechnologyScope;

/**
 * Builds one request's scope on its own fork `em` (never the global one), checking its token or
 * session cookie once (one query, only when one came). A bad token does not fail the request:
 * public fields still answer, and admin fields answer UNAUTHENTICATED (graphql/auth-checker.ts).
 * The transports call it for every POST /graphql and every server-rendered page.
 */
export async function createRequestScope(
  em: EntityManager,
  {
    auth,
    imageStorage,
    limits,
    mail,
    subscriberLinks,
    forecasts,
    fertilizerCatalogue = UNHELD_CATALOGUE,
    pdfMaxBytes = DEFAULT_PDF_MAX_BYTES,
  }: ScopeServices,
  request: ScopeRequest,
): Promise<AppScope> {
  const { token, sessionToken } = request;
  const user = await new SessionService(em, auth.tokens).authenticateRequest({
    token,
    sessionToken,
    address: request.clientAddress,
  });
  // A refused cookie is left as it is: the answer to a request sent before a new sign-in (or a
  // password change) could otherwise clear the new cookie. Signing in again replaces it.
  return {
    em,
    user,
    tokenRejected: Boolean((token || sessionToken) && !user),
    cookies: request.cookies,
    clientAddress: request.clientAddress,
    userAgent: request.userAgent,
    answer: { transient: false },
    auth,
    limits,
    loaders: createLoaders(em),
    imageStorage,
    pdfMaxBytes,
    mail,
    subscriberLinks,
    forecasts,
    fertilizerCatalogue,
  };
}
