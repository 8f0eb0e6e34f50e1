import type { WineRecommendation } from '@sorsi/proto';
import { render, screen, within } from '@testing-library/react';
import { RecommendationCard } from './recommendation-card';

// Issue 21 §15 and §17: a value card shows where its price sits and the wine's profile beside the reason,
// and marks a name the service could not make sense of.

const BAROLO: WineRecommendation = {
  name: 'Barolo, Giacomo Borgogno 2017',
  price: '€48',
  quality: 'Excellent',
  valueLabel: 'Best Value',
  reason: '€48 for a Barolo on a list whose reds median €48: well under what its quality usually costs here.',
  priceStrip: { low: 24, high: 180, median: 48, amount: 48, peers: 'reds' },
  structure: { body: 5, acidity: 4.5, tannin: 5, sweetness: 0.5 },
};

const markOf = (strip: HTMLElement) => strip.querySelector<HTMLElement>('.rounded-full.size-3')!;

describe('a value card', () => {
  it("shows the list's range and median, and the wine's mark in its label's colour", () => {
    render(<RecommendationCard recommendation={BAROLO} />);
    const strip = screen.getByRole('img', {
      name: '€48 on a list from €24 to €180, reds median €48',
    });
    expect(markOf(strip).style.left).toBe(`${((48 - 24) / (180 - 24)) * 100}%`);
    expect(markOf(strip)).toHaveClass('bg-emerald-600');
  });

  it('colours a poor-value mark red and keeps it on the strip at the top of the range', () => {
    render(
      <RecommendationCard
        recommendation={{
          ...BAROLO,
          valueLabel: 'Poor Value',
          price: '$65',
          priceStrip: { low: 29, high: 65, median: 36, amount: 65, peers: 'wines' },
        }}
      />,
    );
    const strip = screen.getByRole('img', { name: '$65 on a list from $29 to $65, wines median $36' });
    expect(markOf(strip)).toHaveClass('bg-rose-600');
    expect(markOf(strip).style.left).toBe('100%');
  });

  it("draws the sommelier's profile as four scale bars with their levels in words", () => {
    render(<RecommendationCard recommendation={BAROLO} />);
    const profile = within(screen.getByLabelText('Wine profile'));
    expect(profile.getByRole('meter', { name: 'Body' })).toHaveAttribute('aria-valuetext', 'full (5 of 5)');
    expect(profile.getByRole('meter', { name: 'Acidity' })).toHaveAttribute('aria-valuetext', 'crisp (4.5 of 5)');
    expect(profile.getByRole('meter', { name: 'Tannin' })).toHaveAttribute('aria-valuenow', '5');
    expect(profile.getByRole('meter', { name: 'Sweetness' })).toHaveAttribute('aria-valuetext', 'dry (0.5 of 5)');
  });

  it('shows no bars for a wine without a profile, and no strip without one', () => {
    render(<RecommendationCard recommendation={{ ...BAROLO, structure: undefined, priceStrip: undefined }} />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(BAROLO.reason)).toBeInTheDocument();
  });

  it("marks a name it could not make sense of 'please check', and no other", () => {
    const { rerender } = render(<RecommendationCard recommendation={BAROLO} />);
    expect(screen.queryByText('please check')).not.toBeInTheDocument();
    rerender(<RecommendationCard recommendation={{ ...BAROLO, name: 'Xq#rt V|neyards 2020', nameUnsure: true }} />);
    expect(screen.getByRole('heading', { name: 'Xq#rt V|neyards 2020 please check' })).toBeInTheDocument();
  });
});
