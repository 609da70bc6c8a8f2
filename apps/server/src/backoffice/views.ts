// Parents of the staff schema's types that resolve their fields lazily (codegen mappers).

/** Player 360's parent: the player id; each part is loaded by its own field resolver. */
export interface Player360Parent {
  id: string;
}
