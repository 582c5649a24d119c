import { AppLink } from '../shared/link';
import type { LinkComponent } from '../shared/link';
import type { NavLink } from '../utils/nav';
import type { ContactItem } from '../ContactInfoCard/ContactInfoCard';
import { telHref } from '../utils/phone';

export interface FooterLocation {
  /** e.g. "Office" or "Warehouse". */
  label: string;
  /** One line per "\n". */
  address: string;
}

/** Company details; the backend owns the real values. */
export interface FooterCompany {
  name: string;
  /** Text of the About Us column. */
  about: string;
  /** Head office phone, fax, Saskatchewan phone, toll-free phone, info e-mail. */
  contacts: ContactItem[];
  /** Edmonton office and Tofield warehouse. */
  locations: FooterLocation[];
  /** Opening hours, one line per "\n", under the locations. */
  hours?: string;
}

export interface SiteFooterProps {
  company: FooterCompany;
  /** The Quick Links, in order: the site's own routes (the kit knows none). */
  quickLinks: NavLink[];
  /** Year of the copyright line; the current year by default. */
  year?: number;
  linkComponent?: LinkComponent;
}

function ContactLine({ item }: { item: ContactItem }) {
  const value =
    item.type === 'phone' ? (
      <a href={telHref(item.value)}>{item.value}</a>
    ) : item.type === 'email' ? (
      <a href={`mailto:${item.value}`}>{item.value}</a>
    ) : (
      item.value
    );
  return (
    <li>
      {item.label}: {value}
    </li>
  );
}

/** "© 2025 Name. All rights reserved." without doubling a trailing period ("Co."). */
export function copyrightLine(year: number, name: string): string {
  return `© ${year} ${name}${name.endsWith('.') ? '' : '.'} All rights reserved.`;
}

/** The footer of every page: Contact Us, Locations, Quick Links, About Us and the copyright. */
export function SiteFooter({
  company,
  quickLinks,
  year = new Date().getFullYear(),
  linkComponent,
}: SiteFooterProps) {
  return (
    <footer className="pe-footer">
      <div className="pe-footer__columns">
        <section>
          <h2>Contact Us</h2>
          <ul>
            {company.contacts.map((item) => (
              <ContactLine key={`${item.label}-${item.value}`} item={item} />
            ))}
          </ul>
        </section>
        <section>
          <h2>Locations</h2>
          <ul>
            {company.locations.map((location) => (
              <li key={location.label}>
                <strong>{location.label}</strong>
                <address>
                  {location.address.split('\n').map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                </address>
              </li>
            ))}
            {company.hours ? (
              <li>
                <strong>Business Hours</strong>
                {company.hours.split('\n').map((line, index) => (
                  <div key={index}>{line}</div>
                ))}
              </li>
            ) : null}
          </ul>
        </section>
        <nav aria-label="Quick Links">
          <h2>Quick Links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.href}>
                <AppLink to={link.href} linkComponent={linkComponent}>
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2>About Us</h2>
          <p style={{ margin: 0 }}>{company.about}</p>
        </section>
      </div>
      {/* The year is read from the clock on the server and again in the browser: a page rendered on
          31 December and hydrated on 1 January keeps the server's year rather than failing
          hydration (which would render the whole page again). */}
      <p className="pe-footer__copyright" suppressHydrationWarning>
        {copyrightLine(year, company.name)}
      </p>
    </footer>
  );
}
