import { Link } from 'wouter';
import { ContactEmail, StaticPage, StaticSection } from '@/components/layout/static-page';
import { appConfig } from '@/lib/app-config';
import { BRAND_NAME, SUPPORT_EMAIL, TAGLINE } from '@/lib/brand';

export default function AboutRoute() {
  return (
    <StaticPage title={`About ${BRAND_NAME}`} meta={TAGLINE}>
      <StaticSection title="What Sorsi is">
        <p>
          {BRAND_NAME} is an AI wine companion with a social side. Tell our AI sommelier what is in your glass, or snap
          a photo of the label, and it helps you taste, learn and remember. Save your tastings, share wine moments with
          photos, follow other wine lovers, and get help choosing from a restaurant wine list or a shop shelf.
        </p>
      </StaticSection>
      <StaticSection title="Contact and feedback">
        <p>
          {BRAND_NAME} is in beta and shaped by the people who use it. Tell us what you love and what gets in your way
          through our{' '}
          <a href={appConfig.feedbackUrl} target="_blank" rel="noopener noreferrer">
            feedback form
          </a>
          , or write to us at <ContactEmail email={SUPPORT_EMAIL} />.
        </p>
      </StaticSection>
      <StaticSection title="The fine print">
        <ul>
          <li>
            <Link href="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link href="/terms">Terms of Service</Link>
          </li>
          <li>
            <Link href="/support">Support</Link>
          </li>
        </ul>
      </StaticSection>
    </StaticPage>
  );
}
