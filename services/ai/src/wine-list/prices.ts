import type { ListCurrency, PrintedPrice } from '@sorsi/proto';

const CURRENCIES: readonly ListCurrency[] = ['€', '$', '£'];
/** What OCR makes of the symbols now and then ('E48' for '€48' in some faces, 'S' for '$'). */
const MISREAD_SYMBOL: Record<string, ListCurrency> = { '€': '€', $: '$', '£': '£', E: '€', S: '$' };

/**
 * One printed price: an optional symbol before or after, an amount with an optional decimal part written
 * with a point or a comma ('9.50', '9,50') or a trailing dash ('48,-'). Four-digit amounts need a symbol,
 * since a bare 2017 on a list is a vintage.
 */
const PRICE = /^(?<before>[€$£ES])?(?<amount>\d{1,4}(?:[.,]\d{2})?)(?:[.,]-)?(?<after>[€$£])?$/;

/** A price token the way it was printed, with its amount and currency (null when the list prints none). */
export function parsePrice(token: string): PrintedPrice | null {
  const match = PRICE.exec(token.trim());
  if (!match?.groups) return null;
  const { before, amount, after } = match.groups;
  const symbol = before ?? after;
  // 'E' and 'S' stand for a symbol only directly before the digits; a bare 4-digit number is a vintage.
  const currency = symbol ? (MISREAD_SYMBOL[symbol] ?? null) : null;
  const value = Number(amount!.replace(',', '.'));
  if (currency === null && (/^\d{4}$/.test(amount!) || value === 0)) return null;
  return { printed: currency && symbol !== currency ? `${currency}${amount}` : token.trim(), amount: value, currency };
}

/**
 * Prices in a token that may hold two ('€9/€42', '9|42'): the glass price comes first. When the first
 * carries a symbol and the second reads as a number many times larger that starts with a digit shaped
 * like the symbol ('$16/564' for '$16/$64'), that digit is the symbol misread.
 */
export function pricesIn(token: string): PrintedPrice[] | null {
  const parts = token.split(/[/|]/).filter((part) => part.length > 0);
  if (parts.length === 0 || parts.length > 2) return null;
  const prices = parts.map(parsePrice);
  if (!prices.every((price) => price !== null)) return null;
  const [glass, bottle] = prices as [PrintedPrice, PrintedPrice?];
  if (
    bottle &&
    glass.currency &&
    !bottle.currency &&
    bottle.amount > glass.amount * 8 &&
    /^[58S§]\d{2,}$/.test(parts[1]!)
  ) {
    return [glass, parsePrice(`${glass.currency}${parts[1]!.slice(1)}`)!];
  }
  return prices as PrintedPrice[];
}

/** The list's currency: the symbol most of its prices carry, or null when none carries one. */
export function listCurrency(prices: readonly PrintedPrice[]): ListCurrency | null {
  const counts = CURRENCIES.map((currency) => prices.filter((p) => p.currency === currency).length);
  const most = Math.max(...counts);
  return most === 0 ? null : CURRENCIES[counts.indexOf(most)]!;
}

/** An amount as the list's currency writes it ('€48', '£9.50', '48' when the list prints no symbol). */
export function formatAmount(amount: number, currency: ListCurrency | null): string {
  const digits = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  return `${currency ?? ''}${digits}`;
}
