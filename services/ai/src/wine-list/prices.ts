import type { ListCurrency, PrintedPrice } from '@sorsi/proto';

const CURRENCIES: readonly ListCurrency[] = ['€', '$', '£'];
/** What OCR makes of the symbols now and then ('E48' for '€48' in some faces, 'S' for '$'). */
const MISREAD_SYMBOL: Record<string, ListCurrency> = { '€': '€', $: '$', '£': '£', E: '€', S: '$' };

/**
 * One printed price: an optional symbol before or after, an amount with an optional decimal part written
 * with a point or a comma ('9.50', '9,50') or a trailing dash ('48,-'), or a stray point OCR put after it
 * ('$16.' where a fold crossed the slash). Four-digit amounts need a symbol, since a bare 2017 on a list
 * is a vintage.
 */
const PRICE = /^(?<before>[€$£ES])?(?<amount>\d{1,4}(?:[.,]\d{2})?)(?:[.,]-|\.)?(?<after>[€$£])?$/;

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
  const printed = currency && symbol !== currency ? `${currency}${amount}` : token.trim().replace(/\.$/, '');
  return { printed, amount: value, currency };
}

/**
 * The bottle price of a pair whose symbol OCR read as a digit ('$16/564' or '$12/948' for '$16/$64' or
 * '$12/$48': '$' and '€' are taken for 5, 6, 8 or 9): the glass price carries a symbol, the bottle's
 * reads as a bare number many times larger, and without its first digit it is still the dearer price.
 */
function symbolReadAsDigit(glass: PrintedPrice, part: string): PrintedPrice | null {
  if (!glass.currency || !/^[\dS§]\d{2,}(?:[.,]\d{2})?$/.test(part)) return null;
  const whole = Number(part.replace(',', '.'));
  const rest = parsePrice(`${glass.currency}${part.slice(1)}`);
  return whole > glass.amount * 8 && rest && rest.amount > glass.amount ? rest : null;
}

/**
 * Prices in a token that may hold two ('€9/€42', '9|42'): the glass price comes first; a bottle price
 * whose symbol was read as a digit is put right (symbolReadAsDigit).
 */
export function pricesIn(token: string): PrintedPrice[] | null {
  const parts = token.split(/[/|]/).filter((part) => part.length > 0);
  if (parts.length === 0 || parts.length > 2) return null;
  const [glass, bottle] = parts.map(parsePrice) as [PrintedPrice | null, (PrintedPrice | null)?];
  if (!glass) return null;
  if (parts.length === 1) return [glass];
  if (!bottle?.currency) {
    const misread = symbolReadAsDigit(glass, parts[1]!);
    if (misread) return [glass, misread];
  }
  return bottle ? [glass, bottle] : null;
}

/** A bare amount this many times the list's middle price is a symbol read as a digit, not a dear wine. */
const MISREAD_SYMBOL_FACTOR = 5;

/**
 * A price printed without a symbol on a list whose prices carry one, put right when its symbol was read as
 * a digit ('646' for '€46' on a fold): three digits or more, many times the list's middle price, and a
 * price still without its first digit. Any other price is returned as it is.
 */
export function withListSymbol(price: PrintedPrice, currency: ListCurrency | null, middle: number): PrintedPrice {
  if (price.currency || !currency || !/^\d{3,4}(?:[.,]\d{2})?$/.test(price.printed)) return price;
  if (price.amount < middle * MISREAD_SYMBOL_FACTOR) return price;
  return parsePrice(`${currency}${price.printed.slice(1)}`) ?? price;
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
