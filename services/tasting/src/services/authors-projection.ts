import { Inject, Injectable } from '@nestjs/common';
import { FINAL, Projection } from '@sorsi/kit';
import type { AuthorUpdate } from '@sorsi/proto';
import { DataSource } from 'typeorm';
import { AuthorsRepository } from '../repositories/authors.repository';

/** The subject of a person in this service's event versions. */
export const personSubject = (userId: string): string => `person:${userId}`;

/**
 * The names tasting cards show, kept from auth's events through the kit's projection helper: a late
 * update never overwrites a newer one, and none brings back a person whose account was deleted.
 */
@Injectable()
export class AuthorsProjection {
  constructor(
    private readonly db: DataSource,
    @Inject(Projection) private readonly projection: Projection,
  ) {}

  /** `user.updated`. */
  async remember(update: AuthorUpdate, eventId: string): Promise<void> {
    await this.projection.upsert(this.db.manager, personSubject(update.id), { at: update.updatedAt, eventId }, (tx) =>
      new AuthorsRepository(tx).upsert(update),
    );
  }

  /** `user.deleted`: the name goes, and a final tombstone keeps it from coming back. */
  async forget(userId: string, eventId: string): Promise<void> {
    await this.projection.remove(this.db.manager, personSubject(userId), { at: FINAL, eventId }, (tx) =>
      new AuthorsRepository(tx).remove(userId),
    );
  }
}
