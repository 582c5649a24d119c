import { PageHero, Typography } from 'ui-kit';
import { PageMeta, SITE_NAME } from '../../app/meta';
import { RouterLink } from '../../app/RouterLink';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { PrivacyContact } from './PrivacyContact';
import './PrivacyPolicyPage.css';

const { Title, Paragraph } = Typography;

/** Spec section 9: the policy's effective date. */
export const PRIVACY_EFFECTIVE_DATE = 'January 1, 2025';

/**
 * /privacy-policy: what the site collects and why, in plain language, for a private-sector
 * organization in Alberta (PIPA) that also serves Saskatchewan (PIPEDA). The texts describe what
 * this site actually does: the contact form, the newsletter, server logs and the map frame.
 */
export function PrivacyPolicyPage() {
  return (
    <>
      <PageHero title="Privacy Policy" subtitle={`Effective date: ${PRIVACY_EFFECTIVE_DATE}`} />
      <div className="page privacy-page">
        <PageMeta
          title="Privacy Policy"
          description="How we collect, use, share and protect the personal information you give us through our website, and how to reach our privacy officer."
          path={PUBLIC_ROUTES.privacyPolicy.path}
        />

        <article className="privacy-page__body">
          <Paragraph>
            {SITE_NAME} (&quot;we&quot;, &quot;us&quot;) respects your privacy. This policy explains
            what personal information we collect through this website, why we collect it, who we
            share it with and the choices you have. We handle personal information in line with
            Alberta&apos;s Personal Information Protection Act (PIPA) and, where it applies, the
            federal Personal Information Protection and Electronic Documents Act (PIPEDA).
          </Paragraph>

          <section aria-labelledby="privacy-collected">
            <Title level={2} id="privacy-collected">
              Information We Collect
            </Title>
            <Paragraph>
              We only collect what you choose to give us and what we need to run the site:
            </Paragraph>
            <ul>
              <li>
                <strong>Contact form.</strong> When you send us a message we receive your name,
                e-mail address, phone number, business type and your message.
              </li>
              <li>
                <strong>Newsletter.</strong> When you subscribe we keep your e-mail address and the
                date you subscribed.
              </li>
              <li>
                <strong>Technical information.</strong> Our web server records basic details of each
                request, such as the page requested, the time and whether it succeeded, so we can
                keep the site working and secure.
              </li>
            </ul>
            <Paragraph>
              We do not use advertising or analytics cookies, and we do not build profiles of
              visitors. The map on our Contact page is provided by OpenStreetMap: when it loads,
              your browser connects to OpenStreetMap&apos;s servers, which receive your internet
              address under the OpenStreetMap Foundation&apos;s own privacy policy. Video links open
              on an external video site, which has its own policy.
            </Paragraph>
          </section>

          <section aria-labelledby="privacy-use">
            <Title level={2} id="privacy-use">
              How We Use Your Information
            </Title>
            <ul>
              <li>To answer your questions and follow up on your request by e-mail or phone.</li>
              <li>To send the monthly newsletter you subscribed to.</li>
              <li>To understand what our customers need and improve our products and services.</li>
              <li>
                To protect the site and our customers from misuse, and to meet legal obligations.
              </li>
            </ul>
            <Paragraph>
              By sending a message or subscribing, you consent to these uses. We will ask for your
              consent again before using your information for a purpose not described here. You can
              unsubscribe from the newsletter at any time by replying to it or writing to us, and we
              send it only to people who asked for it, as Canada&apos;s anti-spam legislation
              requires.
            </Paragraph>
          </section>

          <section aria-labelledby="privacy-sharing">
            <Title level={2} id="privacy-sharing">
              When We Share Information
            </Title>
            <Paragraph>
              We do not sell, rent or trade your personal information. We share it only:
            </Paragraph>
            <ul>
              <li>
                with service providers who host our website or deliver our e-mail, under contracts
                that let them use it only on our behalf and require them to protect it;
              </li>
              <li>when the law requires it, for example in answer to a court order; and</li>
              <li>
                if our business is sold or merged, with the new owner, who must protect it as this
                policy describes.
              </li>
            </ul>
            <Paragraph>
              Some service providers may store or process information outside Canada, for example in
              the United States, where it may be accessible to courts and authorities under the laws
              of that country. You can ask our privacy officer about how we use service providers
              outside Canada.
            </Paragraph>
          </section>

          <section aria-labelledby="privacy-security">
            <Title level={2} id="privacy-security">
              How We Protect Your Information
            </Title>
            <Paragraph>
              We protect personal information with safeguards suited to its sensitivity. Only staff
              who need to answer your message can read it, and our admin area is protected by
              password. We keep messages only as long as we need them to serve you and keep our
              business records, then delete them. No system is perfectly secure; if a breach created
              a real risk of significant harm to you, we would tell you and the privacy
              commissioners as the law requires.
            </Paragraph>
          </section>

          <section aria-labelledby="privacy-rights">
            <Title level={2} id="privacy-rights">
              Your Rights
            </Title>
            <ul>
              <li>
                You can ask what personal information we hold about you and how we have used it.
              </li>
              <li>You can ask us to correct information that is wrong or incomplete.</li>
              <li>
                You can withdraw your consent, for example by unsubscribing, unless a law requires
                us to keep the information.
              </li>
            </ul>
            <Paragraph>
              Write to our privacy officer (below). We answer within 30 days, free of charge in most
              cases; if a fee would apply we tell you first. If you are not satisfied with our
              answer, you can complain to the Office of the Information and Privacy Commissioner of
              Alberta or to the Office of the Privacy Commissioner of Canada.
            </Paragraph>
          </section>

          <section aria-labelledby="privacy-contact">
            <Title level={2} id="privacy-contact">
              Contact Us About Privacy
            </Title>
            <Paragraph>
              Questions, requests and complaints about privacy go to our privacy officer:
            </Paragraph>
            <PrivacyContact />
            <Paragraph>
              You can also use the form on our{' '}
              <RouterLink to={PUBLIC_ROUTES.contact.path}>Contact page</RouterLink>.
            </Paragraph>
          </section>

          <section aria-labelledby="privacy-changes">
            <Title level={2} id="privacy-changes">
              Changes to This Policy
            </Title>
            <Paragraph>
              We may update this policy when our website or the law changes. The effective date at
              the top of this page shows when it last changed. If a change affects how we use
              information we already hold, we will ask for your consent where the law requires it.
            </Paragraph>
          </section>
        </article>
      </div>
    </>
  );
}
