import { usePageQuery } from '../../app/page-data';
import { lazyWhenVisible } from '../../app/lazyWhenVisible';
import { NewsletterConsentWordingDocument } from '../../graphql/generated/graphql';

/**
 * The form itself: its code (antd's Form and Input, the form library and the mutation: about
 * 33 KiB gzip) is downloaded when the form comes near the screen; the server-rendered form is
 * shown until then.
 */
const SubscribeFormWhenVisible = lazyWhenVisible(
  'src/features/subscribe/NewsletterSubscribeForm.tsx',
  () => import('./NewsletterSubscribeForm').then((module) => module.NewsletterSubscribeForm),
);

/**
 * The newsletter subscribe form of the home page and /newsletter, with the consent wording beside
 * it (who asks, what is sent, how to leave), as the server words it. Its query runs with the page
 * (server-rendered), so the wording is in the page's HTML and the form sends the version shown.
 */
export function NewsletterSubscribe() {
  const { data } = usePageQuery(NewsletterConsentWordingDocument);
  return <SubscribeFormWhenVisible consent={data?.newsletterConsentWording ?? null} />;
}
