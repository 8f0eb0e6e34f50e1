import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
import { UsersRepository } from '../repositories/users.repository';
import { AdminEmails } from './admin-emails';
import { UserSnapshots } from './user-snapshots';

/**
 * Applies ADMIN_EMAILS to every account when an auth process starts, before it takes work: someone the
 * list no longer names loses admin rights at this deploy rather than at their next sign-in (up to 30 days
 * later), someone newly listed gains them, and their snapshots are rewritten, so the gateway answers by
 * the list on their next request. The rows changed are the list's difference from what was last applied,
 * so a start with an unchanged list writes nothing.
 *
 * Replicas starting with different lists (a rolling deploy that changes it) each apply their own: the
 * last to start wins, and a sign-in on a replica still running the old list applies that list to the
 * person until the deploy ends. Once every replica runs one list, every row and snapshot follows it.
 */
@Injectable()
export class AdminReconciliation implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminReconciliation.name);

  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(AdminEmails) private readonly adminEmails: AdminEmails,
    @Inject(UserSnapshots) private readonly snapshots: UserSnapshots,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const changed = await this.apply();
    if (changed > 0) this.logger.log(`ADMIN_EMAILS applied: admin status changed for ${changed} account(s)`);
  }

  /**
   * Answers how many accounts changed. Snapshots are written while the rows are locked and before the
   * change commits: a failure to write them undoes it (the next start tries again), and should the commit
   * fail after them, they are dropped (the gateway then asks auth, which answers from the database).
   */
  async apply(): Promise<number> {
    const written: string[] = [];
    try {
      return await this.transactions.run(async (tx) => {
        const changed = await this.users.applyAdminEmails(tx, this.adminEmails.all);
        for (const row of changed.filter((user) => user.deactivatedAt === null)) {
          written.push(row.id);
          await this.snapshots.write(row, 'admin');
        }
        return changed.length;
      });
    } catch (error) {
      await this.snapshots.drop(written, 'admin').catch(() => undefined);
      throw error;
    }
  }
}
