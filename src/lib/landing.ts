import type { Places } from '../api/contract/places.ts';
import { JOIN_CLASS_PATH } from '../api/contract/routes/meta.ts';

/** Where a learner in a class lands (spec §4). */
export const LEARNER_HOME = '/cultivate/learningtasks';
/** The seller centre's home: a shop's owner without a class and its sub-accounts land there. */
export const SELLER_HOME = '/seller/index';
/** A supplier without a class lands on their listings. */
export const SUPPLIER_HOME = '/supplymarket/supplymarketIndex';
/** An anchor without a class lands on the workbench. */
export const ANCHOR_HOME = '/workbench/workbenchHome';

/**
 * Where a learner (role 6) lands (spec §4, with issue 25: an account without a class lands where its
 * work is). A shop's sub-account: that shop. In a class: the learning tasks. Without one: their shop,
 * else their supplier listings, else the workbench if they are an anchor, else the class page that
 * says what happens next. Places not known (offline on the first sign-in): the learner home.
 */
export function learnerHome(places: Places | null, staff: boolean): string {
  if (staff) return SELLER_HOME;
  if (!places || places.klass.state === 'member') return LEARNER_HOME;
  if (places.shop) return SELLER_HOME;
  if (places.supplier) return SUPPLIER_HOME;
  if (places.anchor) return ANCHOR_HOME;
  return JOIN_CLASS_PATH;
}
