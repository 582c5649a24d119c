import { usePageMutation, usePageQuery } from '../../app/page-data';
import { useSearchParams } from 'react-router';
import {
  ContactForm,
  type ContactFormValues,
  ContactInfoCard,
  DataState,
  ErrorState,
  errorMessage,
  LoadingState,
  PageHero,
  Typography,
} from 'ui-kit';
import { BUSINESS_TYPE_LABELS, isLabelledValue, labelledValues } from '../../app/labels';
import { PageMeta, useSiteUrl } from '../../app/meta';
import { StaticContent } from '../../app/StaticContent';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { toFormError, withoutUserErrors } from '../../graphql/errors';
import {
  CompanyDocument,
  type ContactInput,
  ContactSendMessageDocument,
  NewsletterConsentWordingDocument,
} from '../../graphql/generated/graphql';
import {
  additionalContactItems,
  companyJsonLd,
  headOfficeItems,
  osmEmbedUrl,
  osmLargerMapUrl,
} from './contactDetails';
import './ContactPage.css';

/** The Business Type select: the API's values with their texts, in form order. */
const BUSINESS_TYPE_OPTIONS = labelledValues(BUSINESS_TYPE_LABELS);

/**
 * The mutation's input from the form; the select only offers the API's business types. The
 * newsletter box goes along only ticked, with the version of the wording shown beside it.
 */
export function contactInput(
  { businessType, subscribeToNewsletter, ...rest }: ContactFormValues,
  consentVersion: string | undefined,
): ContactInput {
  if (!isLabelledValue(BUSINESS_TYPE_LABELS, businessType)) {
    throw new Error(`Unknown business type: ${businessType}`);
  }
  return {
    ...rest,
    businessType,
    ...(subscribeToNewsletter ? { subscribeToNewsletter: true, consentVersion } : {}),
  };
}

/** Longest product name taken from `?product=` (names are short; the rest is ignored). */
const PRODUCT_PARAM_MAX_LENGTH = 100;

/**
 * A product page's "Ask about this product" links to /contact?product={name}: the message starts
 * with the product's name, for the visitor to complete.
 */
export function productQuestion(product: string | null): string | undefined {
  const name = product?.trim().slice(0, PRODUCT_PARAM_MAX_LENGTH);
  return name ? `I'd like to know more about ${name}.` : undefined;
}

/** Longest farm-tool summary taken from `?plan=` (the message field takes 2000 characters). */
const PLAN_PARAM_MAX_LENGTH = 1500;

/**
 * A farm tool's "Ask an agronomist about this plan" links to /contact?plan={summary}: the message
 * starts with the plan (no personal data: only what the tool computed), for the visitor to complete.
 */
export function planQuestion(plan: string | null): string | undefined {
  const summary = plan?.trim().slice(0, PLAN_PARAM_MAX_LENGTH);
  return summary ? `I'd like an agronomist to look at this plan.\n\n${summary}` : undefined;
}

/**
 * /contact: the company's contact cards (company query, shared with the footer), a map of the
 * Edmonton office and the "Send us a Message" form on the `submitContact` mutation. The form
 * shows the spec's toasts itself, with the receipt's message as the success text, and the
 * server's field messages under its fields.
 */
export function ContactPage() {
  const siteUrl = useSiteUrl();
  const companyQuery = usePageQuery(CompanyDocument);
  const [sendMessage] = usePageMutation(ContactSendMessageDocument);
  // The newsletter box shows only with its consent wording (who asks, what, how to leave).
  const consent = usePageQuery(NewsletterConsentWordingDocument).data?.newsletterConsentWording;
  const [searchParams] = useSearchParams();
  const company = companyQuery.data?.company;

  return (
    <>
      {/* Text, cards, links and the map: the server HTML is kept, never hydrated (StaticContent),
          so a tap on the form while the page hydrates waits for the form alone. */}
      <StaticContent>
        <PageHero
          title="Contact Us"
          subtitle="Questions about our fertilizers, soil diagnostics or an order? Call us, write to us or visit the Edmonton office."
        />
      </StaticContent>
      <div className="page contact-page">
        <PageMeta
          title="Contact Us"
          description="Call, e-mail or visit our Edmonton head office, or send us a message about fertilizers, soil diagnostics and agronomy advice in Alberta and Saskatchewan."
          path={PUBLIC_ROUTES.contact.path}
          jsonLd={company ? [companyJsonLd(company, siteUrl)] : undefined}
        />

        <div className="contact-page__grid">
          <StaticContent as="div" className="contact-page__details">
            <DataState
              state={companyQuery}
              loading={<LoadingState label="Loading contact details..." />}
              failure={(error) => (
                <ErrorState message={`Error loading contact details: ${errorMessage(error)}`} />
              )}
              success={(data) => (
                <>
                  <ContactInfoCard title="Head Office" items={headOfficeItems(data.company)}>
                    <div className="contact-page__hours">
                      <strong>Business Hours</strong>
                      {data.company.businessHours.split('\n').map((line, index) => (
                        <div key={index}>{line}</div>
                      ))}
                    </div>
                  </ContactInfoCard>
                  <ContactInfoCard
                    title="Additional Contacts"
                    items={additionalContactItems(data.company)}
                  />
                </>
              )}
            />
          </StaticContent>

          <section className="contact-page__form" aria-labelledby="contact-form-heading">
            <StaticContent>
              <Typography.Title level={2} id="contact-form-heading">
                Send us a Message
              </Typography.Title>
            </StaticContent>
            <ContactForm
              businessTypes={BUSINESS_TYPE_OPTIONS}
              initialMessage={
                planQuestion(searchParams.get('plan')) ??
                productQuestion(searchParams.get('product'))
              }
              newsletterConsent={consent?.text}
              onSubmit={async (values) => {
                try {
                  const { data } = await sendMessage({
                    variables: { input: contactInput(values, consent?.version) },
                  });
                  const { receipt } = withoutUserErrors(data?.submitContact);
                  // The toast's text is the server's answer (the spec's sentence lives there
                  // alone): a success without it breaks the API's contract, so it fails as any
                  // broken answer does.
                  if (!receipt?.message)
                    throw new Error('The submitContact payload has no receipt');
                  return { message: receipt.message };
                } catch (failure) {
                  throw toFormError(failure);
                }
              }}
            />
          </section>

          <StaticContent
            as="section"
            className="contact-page__map"
            aria-labelledby="contact-map-heading"
          >
            <Typography.Title level={2} id="contact-map-heading">
              Find Our Office
            </Typography.Title>
            {/* The visitor's browser loads the map from OpenStreetMap, only when it scrolls near. */}
            {company ? (
              <>
                <iframe
                  className="contact-page__map-frame"
                  title="Map of our head office in Edmonton, Alberta"
                  src={osmEmbedUrl(company.mapLocation)}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                />
                <a
                  href={osmLargerMapUrl(company.mapLocation)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View larger map<span className="pe-visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            ) : (
              <div className="contact-page__map-frame" aria-hidden="true" />
            )}
          </StaticContent>
        </div>
      </div>
    </>
  );
}
