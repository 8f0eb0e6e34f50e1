import { Inject, Injectable } from '@nestjs/common';
import { type Db } from '@sorsi/kit';
import { type FeedRequest } from '@sorsi/proto';
import { type FeedWindow, ExperiencesRepository } from '../repositories/experiences.repository';
import { decodeKeyset } from '../sql/keyset';
import type { ExperienceRow } from '../sql/rows';

/**
 * Where Home pages come from. Today fan-out on read over an index (measured against fan-out on write
 * into Redis in docs/decisions.md, "Home feed"); a hybrid would be another implementation of this.
 */
export abstract class HomeFeed {
  abstract page(db: Db, viewerId: string, window: FeedWindow): Promise<ExperienceRow[]>;
}

@Injectable()
export class FanOutOnReadHomeFeed extends HomeFeed {
  constructor(@Inject(ExperiencesRepository) private readonly experiences: ExperiencesRepository) {
    super();
  }

  page(db: Db, viewerId: string, window: FeedWindow): Promise<ExperienceRow[]> {
    return this.experiences.home(db, viewerId, window);
  }
}

/** The spec's limit/offset, or the cursor of the previous page (which then ignores offset). */
export function feedWindow(request: FeedRequest): FeedWindow {
  return {
    after: decodeKeyset(request.cursor),
    offset: request.cursor ? 0 : request.offset,
    limit: request.limit,
  };
}
