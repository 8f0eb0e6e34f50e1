import { Inject, Injectable } from '@nestjs/common';
import { personSubject, Projection, Transactions } from '@sorsi/kit';
import type { AuthorUpdate } from '@sorsi/proto';
import { AuthorsRepository } from '../repositories/authors.repository';

/**
 * The names tasting cards show, kept from auth's events through the kit's projection helper: a late
 * update never overwrites a newer one, and none brings back a person whose account was deleted (the
 * erasure's final tombstone: TastingService.eraseUser).
 */
@Injectable()
export class AuthorsProjection {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Projection) private readonly projection: Projection,
    @Inject(AuthorsRepository) private readonly authors: AuthorsRepository,
  ) {}

  /** `user.updated`. */
  async remember(update: AuthorUpdate, eventId: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.projection.upsert(tx, personSubject(update.id), { at: update.updatedAt, eventId }, () =>
        this.authors.upsert(tx, update),
      ),
    );
  }
}
