import { Inject, Injectable } from '@nestjs/common';
import { type Db, personSubject, Projection } from '@sorsi/kit';
import { personNotFound } from './people.service';

/**
 * Every write by or about people (a post, a comment, a like, a follow, a block) holds them for its
 * transaction: someone erased while the request was on its way is refused, and their erasure never runs
 * between this check and the write, so nothing naming them is stored after their data went.
 */
@Injectable()
export class PeoplePresence {
  constructor(@Inject(Projection) private readonly projection: Projection) {}

  async hold(tx: Db, userIds: readonly string[]): Promise<void> {
    if (!(await this.projection.holdIfPresent(tx, userIds.map(personSubject)))) throw personNotFound();
  }
}
