import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { goToLogout } from '@/lib/browser-navigation';
import { useAcceptTerms } from '../api/accept-terms';

const SECTIONS = [
  {
    title: 'Community Guidelines',
    points: [
      'Be kind and respectful. Disagree about wine, never about people.',
      'Share your own honest experiences, photos and tasting notes.',
      'Sorsi is for adults of legal drinking age. Enjoy wine responsibly.',
    ],
  },
  {
    title: 'Content Policy',
    points: [
      'No harassment, hate, threats, sexual content, spam or scams.',
      'Posts and comments may be checked automatically and held for review; content that breaks the rules is removed.',
      'Anyone can report content; we review reports within 24 hours.',
    ],
  },
  {
    title: 'Privacy',
    points: [
      'We keep your account details, tastings, photos and posts to run the service.',
      'Posts you make public can be seen by other wine lovers; private tastings stay yours.',
      'You can deactivate or permanently delete your account at any time from your settings.',
    ],
  },
];

/** Spec social-and-discovery §2 "Terms dialog", §5 "Terms", §8 "Terms accept". Closing it logs out. */
export default function TermsDialog() {
  const [agreed, setAgreed] = useState(false);
  const acceptTerms = useAcceptTerms();
  const checkboxId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!agreed) {
      toast({
        title: 'Agreement required',
        description: 'Please check the box to agree to the terms before continuing.',
        variant: 'destructive',
      });
      return;
    }
    acceptTerms.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Terms accepted', description: 'You can now create wine experiences and join the community!' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to accept terms. Please try again.', variant: 'destructive' }),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => open || goToLogout()}>
      <DialogContent
        closeLabel="Close and log out"
        // The agreement stays in view while the sections scroll between header and footer.
        className="max-w-xl gap-0 overflow-hidden p-0 sm:p-0"
        // Only a deliberate close (Escape or the close button) logs out, never a stray tap beside the dialog.
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="p-6 pb-4 sm:px-8 sm:pt-8">
          <DialogTitle>Community Guidelines &amp; Terms</DialogTitle>
          <DialogDescription>
            Welcome to Sorsi! Before you join the community, please read and accept how we look after each other.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-6 pb-5 sm:px-8">
            {SECTIONS.map(({ title, points }) => (
              <section key={title} className="rounded-2xl bg-muted p-4">
                <h3 className="mb-2 text-base font-semibold">{title}</h3>
                <ul className="list-disc space-y-1.5 pl-5 text-sm">
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </section>
            ))}
            <p className="text-sm text-muted-foreground">
              Read the full{' '}
              <Link href="/terms" className="font-medium text-primary underline underline-offset-4">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link href="/privacy" className="font-medium text-primary underline underline-offset-4">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
          <div className="flex flex-col gap-4 border-t px-6 py-5 sm:px-8">
            <div className="flex items-start gap-3">
              <Checkbox
                id={checkboxId}
                checked={agreed}
                onCheckedChange={(checked) => setAgreed(checked === true)}
                className="mt-0.5"
              />
              <Label htmlFor={checkboxId} className="leading-snug">
                I agree to the Community Guidelines, the Terms of Service and the Privacy Policy.
              </Label>
            </div>
            <DialogFooter>
              <Button type="submit" className="w-full sm:w-auto" disabled={!agreed || acceptTerms.isPending}>
                {acceptTerms.isPending ? 'Saving...' : 'Agree & Continue'}
              </Button>
            </DialogFooter>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
