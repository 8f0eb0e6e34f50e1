/**
 * What can be wrong with a bottle, how it shows and what to do about it. Signs are folded words and phrases.
 */
export interface WineFault {
  name: string;
  signs: string[];
  explanation: string;
  whatToDo: string;
}

export const WINE_FAULTS: WineFault[] = [
  {
    name: 'Cork taint',
    signs: ['corked', 'cork taint', 'wet cardboard', 'musty', 'damp basement', 'wet dog', 'mouldy', 'moldy', 'tca'],
    explanation:
      'a musty smell of wet cardboard or a damp cellar that mutes the fruit is cork taint (TCA), from a contaminated cork; it is harmless but will not go away with air',
    whatToDo: 'take it back to the shop, or send it back at a restaurant: a corked bottle is always replaced',
  },
  {
    name: 'Oxidation',
    signs: [
      'oxidised',
      'oxidized',
      'oxidation',
      'bruised apple',
      'turned brown',
      'gone brown',
      'going brown',
      'turning brown',
      'brownish',
      'browning',
      'tastes like sherry',
      'gone off',
    ],
    explanation:
      'a brownish colour, flat fruit and bruised-apple or sherry-like notes in a wine not meant to have them mean it has taken in too much air, from a leaky cork, age or an opened bottle kept too long',
    whatToDo: 'it will not recover; an old bottle may simply be past it, a young one was faulty and can be returned',
  },
  {
    name: 'Refermentation',
    signs: ['fizzy', 'spritzy', 'prickle', 'prickly', 'bubbles in my red', 'sparkling by mistake'],
    explanation:
      'a prickle in a still wine is sometimes intended (young Vinho Verde, some whites bottled with a little carbon dioxide to stay fresh); in a red, or with cloudiness and a yeasty smell, it means sugar or bacteria started fermenting again in the bottle',
    whatToDo: 'a fresh white with a slight spritz is fine; a fizzy, cloudy red is faulty and worth returning',
  },
  {
    name: 'Volatile acidity',
    signs: ['vinegar', 'vinegary', 'nail polish', 'nail varnish', 'acetone', 'volatile'],
    explanation:
      'a sharp smell of vinegar or nail-polish remover is volatile acidity, from acetic bacteria; a trace can lift aromas, more is a fault',
    whatToDo: 'if it dominates, the bottle is spoiled: return it, or keep it for cooking',
  },
  {
    name: 'Reduction',
    signs: [
      'rotten egg',
      'rotten eggs',
      'struck match',
      'burnt match',
      'matchstick',
      'sulphur',
      'sulfur',
      'rubber',
      'cabbage',
      'burnt rubber',
    ],
    explanation:
      'rotten egg, struck match or rubbery smells are reduction: sulphur compounds formed when the wine had too little air, common in screw-capped and Syrah wines',
    whatToDo: 'swirl it hard or decant it for half an hour; a copper coin in the glass removes what air does not',
  },
  {
    name: 'Heat damage',
    signs: ['cooked', 'stewed', 'jammy and flat', 'pushed cork', 'cork pushed out', 'leaking', 'heat damaged'],
    explanation:
      'stewed, jammy fruit with a flat finish, often with the cork pushed up or wine seeping past it, means the bottle got hot in transport or storage',
    whatToDo: 'return it; keep bottles below 20 °C and away from sun and radiators',
  },
  {
    name: 'Brettanomyces',
    signs: ['barnyard', 'horsey', 'band aid', 'sticking plaster', 'medicinal', 'brett', 'sweaty saddle'],
    explanation:
      'barnyard, sweaty-saddle or sticking-plaster smells come from Brettanomyces yeast; a touch adds complexity some people love, a lot masks the fruit',
    whatToDo: 'a matter of taste: air will not remove it, so if it bothers you choose another bottle',
  },
  {
    name: 'Tartrate crystals',
    signs: ['crystals', 'glass shards', 'wine diamonds', 'sediment', 'sandy bits'],
    explanation:
      'small clear or purple crystals at the bottom or on the cork are tartrates, natural salts of the grape that fall out in the cold; in old reds the dark grit is sediment of tannin and colour',
    whatToDo: 'both are harmless: stand the bottle up for a day and pour gently, or decant it off the sediment',
  },
];
