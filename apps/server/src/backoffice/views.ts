// Parents of the staff schema's types that resolve their fields lazily (codegen mappers).
import type { UserRow } from '../modules/identity';

/** Player 360's parent: the player's row; each part is loaded by its own field resolver. */
export interface Player360Parent {
  id: string;
  user: UserRow;
}

/** The dashboard's parent: nothing; each part is computed by its own field resolver. */
export type DashboardParent = Record<string, never>;
