import { USERNAME_RULE } from '@sorsi/proto';
import { candidatePrefix, pickUsername, usernameStem } from './username';

describe('usernameStem', () => {
  it.each([
    ['Anna.Rossi@example.com', 'anna_rossi'],
    ['anna+wine@example.com', 'anna'],
    ['José-María@example.es', 'jose_maria'],
    ['Jürgen.Straße@example.de', 'jurgen_strasse'],
    ['o..k@example.com', 'o_k'],
    ['_x_@example.com', 'x__'],
    ['jo@example.com', 'jo_'],
    ['李@example.cn', 'user'],
    ['@example.com', 'user'],
  ])('%s becomes %s', (email, stem) => {
    expect(usernameStem(email)).toBe(stem);
  });

  it('starts from "user" without an email', () => {
    expect(usernameStem(null)).toBe('user');
  });

  it('cuts long local parts to 30 characters', () => {
    expect(usernameStem(`${'a'.repeat(40)}@example.com`)).toBe('a'.repeat(30));
  });

  it('always yields a valid username', () => {
    for (const email of ['ÅÄÖ@x.se', 'a@b', 'UPPER_CASE@x', '1@x', `${'ü'.repeat(50)}@x`, '...@x']) {
      expect(usernameStem(email)).toMatch(USERNAME_RULE);
    }
  });
});

describe('pickUsername', () => {
  it('takes the stem when it is free', () => {
    expect(pickUsername('anna', new Set(['anna2']))).toBe('anna');
  });

  it('adds the smallest free numeric suffix', () => {
    expect(pickUsername('anna', new Set(['anna']))).toBe('anna2');
    expect(pickUsername('anna', new Set(['anna', 'anna2', 'anna4']))).toBe('anna3');
  });

  it('cuts the stem so the suffix still fits in 30 characters', () => {
    const stem = 'a'.repeat(30);
    const picked = pickUsername(stem, new Set([stem]));
    expect(picked).toBe(`${'a'.repeat(29)}2`);
    expect(picked).toMatch(USERNAME_RULE);
    const taken = new Set([stem, ...Array.from({ length: 8 }, (_, i) => `${'a'.repeat(29)}${i + 2}`)]);
    expect(pickUsername(stem, taken)).toBe(`${'a'.repeat(28)}10`);
  });

  it('only ever picks names that start with the candidate prefix', () => {
    const stem = 'b'.repeat(30);
    const taken = new Set<string>([stem]);
    for (let i = 0; i < 120; i++) {
      const picked = pickUsername(stem, taken);
      expect(picked.startsWith(candidatePrefix(stem))).toBe(true);
      expect(taken.has(picked)).toBe(false);
      taken.add(picked);
    }
  });
});
