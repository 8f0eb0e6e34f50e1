import { CreateUsers1763769600000 } from './1763769600000-create-users';
import { AddUserBio1764400000000 } from './1764400000000-add-user-bio';
import { EventOutbox1764950000000 } from './1764950000000-event-outbox';
import { AddUserVersion1765500000000 } from './1765500000000-add-user-version';

/** Every migration of schema `auth`, oldest first. */
export const authMigrations = [
  CreateUsers1763769600000,
  AddUserBio1764400000000,
  EventOutbox1764950000000,
  AddUserVersion1765500000000,
];
