import type { ResourceDecl } from '../../api/contract/resource/types.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { SupplierOnly } from './common.tsx';

/**
 * A supplier's page that is one resource's list (its channels, shops, customers) under a muted line saying
 * how it fills; anyone else is invited to register (SupplierOnly, saying `what` they would manage here).
 */
export function supplierListPage(resource: ResourceDecl, { what, title, intro }: { what: string; title: string; intro: string }) {
  return function SupplierListPage() {
    return <SupplierOnly what={what}>{() => <ResourcePage resource={resource} title={title} intro={<p className="mk-muted">{intro}</p>} />}</SupplierOnly>;
  };
}
