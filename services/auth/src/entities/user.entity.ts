import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';

/** A person who signed in through OpenID Connect; one row per (issuer, subject). */
@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'oidc_issuer', type: 'text' })
  oidcIssuer!: string;

  @Column({ name: 'oidc_subject', type: 'text' })
  oidcSubject!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ type: 'text' })
  username!: string;

  @Column({ name: 'first_name', type: 'text', nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'text', nullable: true })
  lastName!: string | null;

  /** Set when the person edits their names here; from then on sign-in no longer copies the provider's names. */
  @Column({ name: 'names_edited_at', type: 'timestamptz', nullable: true })
  namesEditedAt!: Date | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'text', nullable: true })
  bio!: string | null;

  /**
   * ADMIN_EMAILS as last applied to this person: at each of their sign-ins, and to everyone whenever an
   * auth process starts (so removing an email takes effect at the next deploy, not the next sign-in).
   */
  @Column({ name: 'is_admin', type: 'boolean' })
  isAdmin!: boolean;

  @Column({ name: 'tos_accepted_at', type: 'timestamptz', nullable: true })
  tosAcceptedAt!: Date | null;

  /** A deactivated account is hidden until its owner signs in again. */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** Raised by every UPDATE (TypeORM adds it; raw statements say so): orders the snapshots in Redis. */
  @VersionColumn({ type: 'integer' })
  version!: number;
}
