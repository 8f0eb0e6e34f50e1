import { VINTAGE_HINT, VINTAGE_NOT_KEPT, vintageHint, vintageWarnings } from './vintage-hint';

// Spec taste-and-account §5: "Non-blocking amber hint 'Use YYYY or NV' when vintage is non-empty, not NV
// (any case) and not exactly four digits."

it.each<[string, string, string | null]>([
  ['empty', '', null],
  ['blank (the server saves it as no vintage)', '   ', null],
  ['four digits', '2015', null],
  ['four digits with stray spaces (saved trimmed)', ' 2015 ', null],
  ['NV', 'NV', null],
  ['nv in lower case', 'nv', null],
  ['Nv in mixed case', 'Nv', null],
  ['two digits', '15', 'Use YYYY or NV'],
  ['five digits', '20155', 'Use YYYY or NV'],
  ['words', 'about 2015', 'Use YYYY or NV'],
  ['N.V.', 'N.V.', 'Use YYYY or NV'],
])('%s', (_case, vintage, hint) => {
  expect(vintageHint(vintage)).toBe(hint);
});

// What the server cannot store ('15', a year out of range) is said before saving, not dropped silently.
it.each<[string, string[]]>([
  ['', []],
  ['2015', []],
  ['nv', []],
  ['15', [VINTAGE_HINT, VINTAGE_NOT_KEPT]],
  ['1900', [VINTAGE_NOT_KEPT]],
  ['2045', [VINTAGE_NOT_KEPT]],
])("vintage '%s' warns %p", (vintage, warnings) => {
  expect(vintageWarnings(vintage)).toEqual(warnings);
});
