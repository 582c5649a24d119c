import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import type { SubscriptionLinkProblem } from '../../graphql/generated/subscription/graphql';
import './SubscriptionPages.css';

/** The `?token=` of an e-mail's link ('' when there is none: the link is then not valid). */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}

/**
 * The frame of a subscriber's personal pages: a heading, the page's part, and `noindex` (the
 * server also sends them `no-store` and never caches them: site-routes.ts `personal`).
 */
export function SubscriptionPage({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description} path={path} noindex />
      <PageHero title={title} />
      <div className="page subscription-page">{children}</div>
    </>
  );
}

const PROBLEMS: Record<SubscriptionLinkProblem, { heading: string; text: string }> = {
  EXPIRED: {
    heading: 'This link has expired',
    text: 'Links in our e-mails work for a limited time. Subscribe again and we will send you a new one.',
  },
  INVALID: {
    heading: 'This link does not work',
    text: 'It may have been used already, replaced by a newer e-mail, or copied only in part. Subscribe again and we will send you a new one.',
  },
};

/** An expired or invalid link: what happened, and the way on (the subscribe form, or us). */
export function LinkProblem({ problem }: { problem: SubscriptionLinkProblem }) {
  const { heading, text } = PROBLEMS[problem];
  return (
    <section className="subscription-page__panel" role="alert" aria-labelledby="link-problem">
      <h2 id="link-problem">{heading}</h2>
      <p>{text}</p>
      <p>
        <Link className="pe-link-button pe-link-button--primary" to={PUBLIC_ROUTES.newsletter.path}>
          Go to the subscribe form
        </Link>
      </p>
      <p>
        Need help? <Link to={PUBLIC_ROUTES.contact.path}>Contact us</Link>.
      </p>
    </section>
  );
}

/** A change that worked: a status message that takes the focus, as the site's forms do. */
export function Done({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div
      className="subscription-page__panel subscription-page__done"
      role="status"
      tabIndex={-1}
      ref={(element) => element?.focus()}
    >
      <h2>{heading}</h2>
      {children}
    </div>
  );
}

/** The preferences page of a subscription, from its preferences token. */
export const preferencesPath = (token: string) =>
  `${PUBLIC_ROUTES.subscriptionPreferences.path}?${new URLSearchParams({ token })}`;
