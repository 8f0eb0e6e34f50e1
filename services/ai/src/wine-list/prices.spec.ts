import { formatAmount, listCurrency, parsePrice, pricesIn, withListSymbol } from './prices';

describe('printed prices', () => {
  it.each([
    ['€48', 48, '€'],
    ['48€', 48, '€'],
    ['£9.50', 9.5, '£'],
    ['9,50', 9.5, null],
    ['$120', 120, '$'],
    ['48', 48, null],
    ['48,-', 48, null],
    ['E48', 48, '€'],
  ])('reads %s as %d in %s', (token, amount, currency) => {
    expect(parsePrice(token)).toMatchObject({ amount, currency });
  });

  it.each(['2017', 'NV', 'Barolo', '0', '€', '12.345'])('takes %s for no price (a bare year is a vintage)', (token) => {
    expect(parsePrice(token)).toBeNull();
  });

  it('reads a glass and a bottle price printed together, glass first', () => {
    expect(pricesIn('€9/€42')?.map((p) => p.amount)).toEqual([9, 42]);
    expect(pricesIn('12|48')?.map((p) => p.amount)).toEqual([12, 48]);
    expect(pricesIn('9/2017')).toBeNull();
  });

  it('takes a digit shaped like the symbol for the symbol misread ($16/564 is $16/$64)', () => {
    expect(pricesIn('$16/564')).toEqual([
      { printed: '$16', amount: 16, currency: '$' },
      { printed: '$64', amount: 64, currency: '$' },
    ]);
    expect(pricesIn('$16/54')?.map((p) => p.amount)).toEqual([16, 54]);
  });

  it('takes any digit before a bottle price many times the glass price for its symbol misread', () => {
    // '$12/$48' read on a fold as '$12/948'; '$16/$110' as '$16./8110', its slash half lost.
    expect(pricesIn('$12/948')?.map((p) => p.printed)).toEqual(['$12', '$48']);
    expect(pricesIn('$16./8110')?.map((p) => p.printed)).toEqual(['$16', '$110']);
    // Without a symbol on the glass price there is none to have misread.
    expect(pricesIn('12/948')?.map((p) => p.amount)).toEqual([12, 948]);
    expect(pricesIn('$16/8110')?.map((p) => p.printed)).toEqual(['$16', '$110']);
  });

  it('reads a price with a stray point after it, and keeps the point off what it shows', () => {
    expect(parsePrice('$16.')).toEqual({ printed: '$16', amount: 16, currency: '$' });
    expect(parsePrice('2015.')).toBeNull();
  });

  it('puts right a bare price many times the list’s middle price whose symbol was read as a digit', () => {
    const bare = (token: string) => parsePrice(token)!;
    expect(withListSymbol(bare('646'), '€', 60)).toEqual({ printed: '€46', amount: 46, currency: '€' });
    // A dear wine printed with its symbol, a list that prints none, a bare price near the others: as read.
    expect(withListSymbol(bare('€240'), '€', 60).amount).toBe(240);
    expect(withListSymbol(bare('646'), null, 60).amount).toBe(646);
    expect(withListSymbol(bare('120'), '€', 60).amount).toBe(120);
    expect(withListSymbol(bare('48'), '€', 6).amount).toBe(48);
  });

  it('names the list’s currency by most of its prices, and writes amounts in it', () => {
    const prices = ['€9', '€42', '£95', '48'].map((t) => parsePrice(t)!);
    expect(listCurrency(prices)).toBe('€');
    expect(listCurrency([parsePrice('48')!])).toBeNull();
    expect(formatAmount(16, '€')).toBe('€16');
    expect(formatAmount(9.5, '£')).toBe('£9.50');
  });
});
