import { ContactEmail, StaticPage, StaticSection } from '@/components/layout/static-page';
import { BRAND_NAME, COMMUNITY_GUIDELINES_ANCHOR, SUPPORT_EMAIL } from '@/lib/brand';

export default function TermsRoute() {
  return (
    <StaticPage title="Terms of Service" meta="Effective: Aug 23, 2025 · Last updated: Aug 30, 2025">
      <StaticSection title="Who may use Sorsi">
        <p>
          You must be at least 18 years old, or the legal drinking age where you live if that is higher, to use{' '}
          {BRAND_NAME}. By using {BRAND_NAME} you accept these terms.
        </p>
      </StaticSection>
      <StaticSection title="Your account">
        <p>
          You sign in through an external provider and are responsible for what happens under your account. Choose a
          username that does not impersonate anyone. You may deactivate or delete your account at any time.
        </p>
      </StaticSection>
      <StaticSection title="Your content">
        <p>
          You keep the rights to the tastings, photos, posts and comments you share. You allow us to store and show them
          to the people you share them with, so the service can work. Share only what you have the right to share.
        </p>
      </StaticSection>
      <StaticSection title="Community guidelines" id={COMMUNITY_GUIDELINES_ANCHOR}>
        <ul>
          <li>Be respectful: no harassment, hate or threats.</li>
          <li>No sexual content, spam, scams or illegal content.</li>
          <li>
            Content may be checked automatically and held for review. Reports are reviewed within 24 hours, and content
            that breaks these rules may be removed.
          </li>
        </ul>
      </StaticSection>
      <StaticSection title="AI advice">
        <p>
          The AI sommelier&apos;s answers, recommendations and generated images are for enjoyment and learning. They can
          be wrong. Always drink responsibly and never drink and drive.
        </p>
      </StaticSection>
      <StaticSection title="Ending your use">
        <p>
          We may suspend accounts that break these terms. You may stop using {BRAND_NAME} at any time and delete your
          account from your settings.
        </p>
      </StaticSection>
      <StaticSection title="Contact">
        <p>
          Questions about these terms? Write to <ContactEmail email={SUPPORT_EMAIL} />.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
