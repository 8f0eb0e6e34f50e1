import { CreateSocial1764100000000 } from './1764100000000-create-social';
import { ExperienceImageIndex1764500000000 } from './1764500000000-experience-image-index';
import { AuthorFeedIndex1764600000000 } from './1764600000000-author-feed-index';
import { EventTables1764950000000 } from './1764950000000-event-tables';
import { SocialAccess1765000000000 } from './1765000000000-social-access';

import { ExperiencesByAuthorIndex1765100000000 } from './1765100000000-experiences-by-author-index';
import { TastingNotes1765300000000 } from './1765300000000-tasting-notes';
import { WineSearchText1765400000000 } from './1765400000000-wine-search-text';

/** Every migration of schema `social`, oldest first. */
export const socialMigrations = [
  CreateSocial1764100000000,
  ExperienceImageIndex1764500000000,
  AuthorFeedIndex1764600000000,
  EventTables1764950000000,
  SocialAccess1765000000000,
  ExperiencesByAuthorIndex1765100000000,
  TastingNotes1765300000000,
  WineSearchText1765400000000,
];
