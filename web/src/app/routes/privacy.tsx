import { ContactEmail, StaticPage, StaticSection } from '@/components/layout/static-page';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/lib/brand';

export default function PrivacyRoute() {
  return (
    <StaticPage title="Privacy Policy" meta="Last updated: Aug 22, 2025">
      <StaticSection title="What we collect">
        <ul>
          <li>Your account details from your sign-in provider: name, email address and profile picture.</li>
          <li>The username and names you set in your settings.</li>
          <li>What you create: tastings, chat conversations, photos, posts, comments, likes and follows.</li>
          <li>Usage information, such as pages viewed and errors, to keep the app working well.</li>
        </ul>
      </StaticSection>
      <StaticSection title="How we use it">
        <p>
          We use your information to run {BRAND_NAME}: to answer your questions about wine, to save and show your
          tastings, to share what you choose to share with other wine lovers, to keep the community safe, and to improve
          the product. We do not sell your personal information.
        </p>
      </StaticSection>
      <StaticSection title="Who else sees it">
        <ul>
          <li>Other members see what you post publicly and your public profile.</li>
          <li>Photos and messages you send to the AI assistant are processed to produce its answers.</li>
          <li>
            A third-party analytics service receives usage events and error reports. Session recordings mask what you
            type, and we respect your browser&apos;s Do Not Track setting.
          </li>
        </ul>
      </StaticSection>
      <StaticSection title="Your choices">
        <p>
          You can edit your profile at any time. You can deactivate your account, which hides it until you sign in
          again, or delete it permanently, which erases your account and your data.
        </p>
      </StaticSection>
      <StaticSection title="Children">
        <p>
          {BRAND_NAME} is not intended for anyone under 17, and we do not knowingly collect information from anyone
          under 17.
        </p>
      </StaticSection>
      <StaticSection title="Contact">
        <p>
          Questions about your privacy? Write to <ContactEmail email={SUPPORT_EMAIL} />.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
