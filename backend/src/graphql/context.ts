import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { RateLimits } from '../common/rate-limits.js';
import type { AuthKit, AuthScope, SessionCookieJar } from '../modules/auth/index.js';
import type { FertilizerCatalogue } from '../modules/fertilizer/index.js';
import type { ForecastCache } from '../modules/forecast/index.js';
import type { MailQueue } from '../modules/mail/index.js';
import type { ImageStorage } from '../modules/media/index.js';
import type { SubscriberLinks } from '../modules/subscribers/index.js';
import type { AnswerMarks } from './answer-marks.js';

/**
 * What Apollo hands every resolver: the request scope the composition root built (each resolver
 * reads it as the scope its own module declares), plus the Express request for the transport's
 * own plugins. The transports read only the sign-in part of the scope (the auth checker).
 */
export interface GraphQLContext extends AuthScope {
  req: Request;
  /** The request's answer marks (answer-marks.ts): what the resolvers set, the caches read. */
  answer: AnswerMarks;
  /**
   * A bearer token or a session cookie came with the request (valid or not): its answer is never
   * read from nor written to a cache shared between visitors.
   */
  credentialsSent: boolean;
}

/** The app-wide services every request's scope hands to resolvers (made once by http/app.ts). */
export interface ScopeServices {
  auth: AuthKit;
  imageStorage: ImageStorage;
  /** The abuse limits, shared by every request and every instance on the database. */
  limits: RateLimits;
  /** NEWSLETTER_PDF_MAX_MB in bytes; 10 MB when not given (tests). */
  pdfMaxBytes?: number;
  mail: MailQueue;
  subscriberLinks: SubscriberLinks;
  /** The spray forecast's cache and circuit breaker; null when SPRAY_FORECAST_PROVIDER=none. */
  forecasts: ForecastCache | null;
  /**
   * The farm tools' product list, held between requests until public content changes; when not
   * given (tests without a change feed), every request reads it from the database.
   */
  fertilizerCatalogue?: FertilizerCatalogue;
}

/** What a transport knows of one request when its scope is made. */
export interface ScopeRequest {
  token?: string;
  /** The browser session cookie's token; ignored when a bearer token came. */
  sessionToken?: string;
  cookies?: SessionCookieJar;
  clientAddress: string;
  userAgent?: string;
}

/**
 * Builds one request's scope on its own fork `em`: the composition root's createRequestScope
 * (composition/request-scope.ts), handed to the transports by whoever starts them, since the
 * scope is made of what every module needs and the transports sit below the composition root.
 */
export type CreateRequestScope = (
  em: EntityManager,
  services: ScopeServices,
  request: ScopeRequest,
) => Promise<AuthScope>;
