import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TUser } from '@contract/users';
import type { Db } from '../../db/client';
import type { DbOrTx, PersonalDataRegistry } from './personal-data';

/** The flags a user answer carries about records other modules keep (DECISIONS §8). */
export type CompletionFlags = Pick<TUser, 'anamnesisCompleted' | 'firstControlCompleted'>;

/**
 * What the users module needs of modules above it, handed over by app.ts instead of
 * imported: `users` is the bottom of the modules (docs/architecture.md), so it names
 * what it needs here and the modules that have it fill it in, the way immich's services
 * react to a user being deleted instead of being called by the user service.
 */
export interface UserRegistry {
  /** Every module's declaration of a person's rows and files (personal-data.ts). */
  personalData: PersonalDataRegistry;
  /** The clinical record's flags: as SQL columns for a list query, or for one user. */
  completion: {
    columns(userId: AnyPgColumn): { [K in keyof CompletionFlags]: SQL<boolean> };
    of(db: DbOrTx, userId: string): Promise<CompletionFlags>;
  };
  /** Ends every open session of the user (DECISIONS §3: leaving Activo, a new password). */
  endSessions(db: Db, userId: string): Promise<void>;
}
