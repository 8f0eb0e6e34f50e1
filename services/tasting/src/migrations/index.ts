import { CreateTastings1763856000000 } from './1763856000000-create-tastings';
import { IndexPublicMedia1764000000000 } from './1764000000000-index-public-media';
import { CreateAuthors1764200000000 } from './1764200000000-create-authors';
import { WithdrawnTastings1764800000000 } from './1764800000000-withdrawn-tastings';
import { EventTables1764950000000 } from './1764950000000-event-tables';
import { TastingAccess1765000000000 } from './1765000000000-tasting-access';
import { TastingNotes1765300000000 } from './1765300000000-tasting-notes';

/** Every migration of schema `tasting`, oldest first. */
export const tastingMigrations = [
  CreateTastings1763856000000,
  IndexPublicMedia1764000000000,
  CreateAuthors1764200000000,
  WithdrawnTastings1764800000000,
  EventTables1764950000000,
  TastingAccess1765000000000,
  TastingNotes1765300000000,
];
