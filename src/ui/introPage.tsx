import type { ReactNode } from 'react';
import type { ResourceDecl } from '../api/contract/resource/types.ts';
import ResourcePage, { type ResourcePageProps } from './resource/ResourcePage.tsx';

type More<R extends ResourceDecl> = Omit<ResourcePageProps<R>, 'resource' | 'intro'> & {
  /** The paragraph's class: the layer's rs-intro, or an area's own (mg-intro in the back office's people pages). */
  introClass?: string;
};

/**
 * A page module that is a resource's generated page and a paragraph above the list saying how it works
 * (who may do what, what a figure means): `export default introPage(resource, '…')`.
 */
export function introPage<R extends ResourceDecl>(resource: R, intro: ReactNode, { introClass = 'rs-intro', ...props }: More<R> = {}) {
  return function IntroPage() {
    return <ResourcePage resource={resource} intro={<p className={introClass}>{intro}</p>} {...props} />;
  };
}
