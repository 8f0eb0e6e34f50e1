/** Regions and appellations, split by part of the world. */
import type { Region } from '../types';

export const REGIONS: Region[] = [
  {
    name: 'Châteauneuf-du-Pape',
    country: 'France',
    aliases: ['Chateauneuf du Pape', 'Chateauneuf', 'CdP'],
    grapes: ['Grenache', 'Syrah', 'Mourvèdre'],
    styles: ['full-bodied red', 'rich white'],
    notes: 'Southern Rhône appellation of warm, generous blends grown among large round stones.',
  },
];
