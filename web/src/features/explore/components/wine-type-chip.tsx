import type { WineType } from '@sorsi/proto';

/** Spec social-and-discovery §9 "Wine type colours: red, white, rose, sparkling, dessert" (and the other types). */
export const WINE_TYPE_STYLES: Record<WineType, { name: string; colour: string }> = {
  red: { name: 'Red', colour: '#8c1c3c' },
  white: { name: 'White', colour: '#e3c65a' },
  rose: { name: 'Rosé', colour: '#ec8fa6' },
  sparkling: { name: 'Sparkling', colour: '#8fb8d8' },
  dessert: { name: 'Dessert', colour: '#d58a2b' },
  fortified: { name: 'Fortified', colour: '#7a4326' },
  other: { name: 'Other', colour: '#9a8c86' },
};

/** The wine's type: a swatch of its colour on a faint tint of it, with the name in the text colour (readable in both themes). */
export function WineTypeChip({ type }: { type: WineType }) {
  const { name, colour } = WINE_TYPE_STYLES[type];
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium"
      style={{ backgroundColor: `color-mix(in srgb, ${colour} 16%, transparent)` }}
    >
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: colour }} />
      {name}
    </span>
  );
}
