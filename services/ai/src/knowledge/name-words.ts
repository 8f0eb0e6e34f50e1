/**
 * Small words that join the parts of wine and estate names in every language the knowledge base
 * covers ('Domaine de la Romanée', 'Concha y Toro', 'Tenuta dell'Ornellaia'). The label reader and the
 * chat's name finder each add the words their own rule needs.
 */
export const NAME_JOINING_WORDS = [
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'di',
  'del',
  'della',
  'da',
  'y',
  'e',
  'et',
  'of',
  'and',
] as const;
