import { lazyWhenVisible } from '../../app/lazyWhenVisible';

/**
 * The newsletter subscribe form of the home page and /newsletter. Its code (antd's Form and Input,
 * the form library and the mutation: about 33 KiB gzip) is downloaded when the form comes near the
 * screen; the server-rendered form is shown until then.
 */
export const NewsletterSubscribe = lazyWhenVisible(() =>
  import('./NewsletterSubscribeForm').then((module) => module.NewsletterSubscribeForm),
);
