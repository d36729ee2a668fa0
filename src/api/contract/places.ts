/**
 * Where a user's work is, as the server knows it (GET common/places): the shop they work in, their
 * supplier profile, whether they have been on the anchor workbench, and a learner's class. The
 * landing after sign-in and the doors between areas (docs/journeys.md "Doors") are decided from it.
 */
export interface Places {
  /** The shop they work in: their own, or the one they are a sub-account of. */
  shop: { id: number; name: string; own: boolean } | null;
  /** Their supplier profile in the supply market. */
  supplier: { id: number; name: string } | null;
  /** They have an anchor profile on the workbench (made on their first visit there). */
  anchor: boolean;
  /** A learner's class. */
  klass: ClassStanding;
}

/** In a class; applied and waiting for the institution; refused (with the reason); or none at all. */
export type ClassStanding =
  | { state: 'member'; name: string }
  | { state: 'applied'; name: string | null }
  | { state: 'refused'; name: string | null; reason: string }
  | { state: 'none' };

/** What a door's audience may ask a user to hold (route meta `door.audience`). */
export type Holding = 'shop' | 'supplier' | 'anchor' | 'class';

/** The holdings of a user whose places are known. */
export function holdingsOf(places: Places): Holding[] {
  const out: Holding[] = [];
  if (places.shop) out.push('shop');
  if (places.supplier) out.push('supplier');
  if (places.anchor) out.push('anchor');
  if (places.klass.state === 'member') out.push('class');
  return out;
}
