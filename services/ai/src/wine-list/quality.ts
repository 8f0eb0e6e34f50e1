import { CLASSIC_REGIONS, EVERYDAY_REGIONS, PRESTIGE_REGIONS } from '../knowledge/data/region-standing';
import type { WineFacts } from './wine-facts';

type Standing = 'prestige' | 'classic' | 'everyday';

const STANDING = new Map<string, Standing>([
  ...PRESTIGE_REGIONS.map((name) => [name, 'prestige'] as const),
  ...CLASSIC_REGIONS.map((name) => [name, 'classic'] as const),
  ...EVERYDAY_REGIONS.map((name) => [name, 'everyday'] as const),
]);

const STANDING_SCORE: Record<Standing, number> = { prestige: 4, classic: 3.25, everyday: 2.25 };
/** A wine the knowledge base cannot place gets the middle of the scale: no reason to rate it up or down. */
const UNKNOWN_SCORE = 2.75;

/** A quality prior on a 1-5 scale, and the facts it rests on, in words for the reason. */
export interface QualityPrior {
  score: number;
  /** 'Excellent', 'Very good'…: the recommendation's `quality`. */
  word: string;
  basis: string[];
}

const WORDS: Array<[number, string]> = [
  [4.5, 'Outstanding'],
  [3.75, 'Excellent'],
  [3, 'Very good'],
  [2.5, 'Good'],
  [0, 'Everyday'],
];

function standingOf(facts: WineFacts): { standing: Standing | null; region: string | null } {
  const region = facts.region?.name ?? facts.producer?.region ?? null;
  return { standing: region ? (STANDING.get(region) ?? null) : null, region };
}

/**
 * The quality to expect of a wine from what the knowledge base knows: its appellation's standing, a
 * producer well known enough to be in the knowledge base, and label terms of rank (Grand Cru, Riserva).
 */
export function qualityPrior(facts: WineFacts): QualityPrior {
  const { standing, region } = standingOf(facts);
  const basis: string[] = [];
  let score = standing ? STANDING_SCORE[standing] : UNKNOWN_SCORE;
  if (standing === 'prestige') basis.push(`${region} is one of the most prized appellations`);
  else if (standing === 'classic') basis.push(`${region} is a classic quality region`);
  else if (standing === 'everyday') basis.push(`${region} is mostly made for everyday drinking`);
  if (facts.producer) {
    score += 0.75;
    basis.push(`${facts.producer.name} is a well-known name (${facts.producer.knownFor.replace(/\.$/, '')})`);
  }
  const rank = facts.terms.find((term) => term.implies?.quality);
  if (rank) {
    score += 0.5;
    basis.push(`'${rank.term}' marks ${rank.implies!.quality}`);
  }
  if (!standing && !facts.producer && facts.grape) basis.push(`a ${facts.grape.name} from a producer I don't know`);
  score = Math.min(5, score);
  return { score, word: WORDS.find(([floor]) => score >= floor)![1], basis };
}
