import { ContactEmail, StaticPage, StaticSection } from '@/components/layout/static-page';
import { SUPPORT_EMAIL } from '@/lib/brand';

export default function SupportRoute() {
  return (
    <StaticPage title="Support" meta="We're here to help.">
      <StaticSection title="Contact us">
        <p>
          Write to <ContactEmail email={SUPPORT_EMAIL} /> and tell us what happened, what you expected, and the device
          and browser you use. We reply within 24 to 48 hours.
        </p>
      </StaticSection>
      <StaticSection title="Common questions">
        <ul>
          <li>
            <strong>I can&apos;t sign in.</strong> Sign out, close the tab and try again. If you deactivated your
            account, signing in reactivates it.
          </li>
          <li>
            <strong>How do I change my username?</strong> Open your settings from the avatar menu (My Profile) and save
            a new one: 3 to 30 lowercase letters, digits or underscores.
          </li>
          <li>
            <strong>How do I delete my account?</strong> In your settings, choose Permanently Delete and type the
            confirmation phrase. This erases your data and cannot be undone.
          </li>
          <li>
            <strong>Someone is behaving badly.</strong> Report the post or comment; we review reports within 24 hours.
          </li>
        </ul>
      </StaticSection>
    </StaticPage>
  );
}
