import type { Address } from '../api/contract/shop.ts';

/** Default address first, then the rest in the server's order. */
export function sortAddresses(list: Address[]): Address[] {
  return [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
