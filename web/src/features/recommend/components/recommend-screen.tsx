import { RECOMMENDATION_FAILED_MESSAGE, RECOMMENDATION_INPUT_MAX } from '@sorsi/proto';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SignedInScreen } from '@/components/layout/signed-in-screen';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useRecommendation } from '../api/recommend';

// Spec social-and-discovery §2 "Recommend (titled Explore / Wine Recommendation; ours says Recommend, since
// Explore is /browse everywhere: issue 21 §5)", §4 "a new request clears
// previous suggestions; 'Show me another' sends the suggestions shown so far; each new suggestion is
// appended if not already present", §5 (trimmed, non-empty, button disabled otherwise), §8.

export function RecommendScreen() {
  return (
    <SignedInScreen
      kicker="Recommend"
      title="Wine Recommendation"
      signedOutMessage="Please log in to get wine recommendations"
    >
      <Recommender />
    </SignedInScreen>
  );
}

function Recommender() {
  const [input, setInput] = useState('');
  const [asked, setAsked] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const recommend = useRecommendation();
  const inputId = useId();
  const wish = input.trim();

  function ask(text: string, previous: string[]) {
    recommend.mutate(
      { input: text, previousSuggestions: previous },
      {
        onSuccess: ({ suggestion }) =>
          setSuggestions((shown) => (shown.includes(suggestion) ? shown : [...shown, suggestion])),
        onError: () => toast({ title: RECOMMENDATION_FAILED_MESSAGE, variant: 'destructive' }),
      },
    );
  }

  /** A new request starts over; Enter submits (a form). */
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!wish) return;
    setAsked(wish);
    setSuggestions([]);
    ask(wish, []);
  }

  return (
    <>
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-3xl border bg-card p-5">
        <Label htmlFor={inputId}>What wine or style do you like?</Label>
        <Input
          id={inputId}
          placeholder="What wine or style do you like?"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          maxLength={RECOMMENDATION_INPUT_MAX}
        />
        <Button type="submit" disabled={!wish || recommend.isPending} className="self-start">
          <Sparkles aria-hidden="true" />
          Sorsi says...
        </Button>
      </form>
      {suggestions.length > 0 && (
        <section aria-labelledby="recommendation-title" className="flex flex-col gap-3 rounded-3xl border bg-card p-5">
          <h2 id="recommendation-title" className="font-serif text-xl font-semibold">
            Recommendation
          </h2>
          <ol aria-live="polite" className="flex flex-col gap-3">
            {suggestions.map((suggestion) => (
              <li key={suggestion} className="rounded-2xl bg-muted px-4 py-3 text-[15px] leading-relaxed">
                {suggestion}
              </li>
            ))}
          </ol>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => ask(asked, suggestions)}
            disabled={recommend.isPending}
          >
            Show me another
          </Button>
        </section>
      )}
    </>
  );
}
