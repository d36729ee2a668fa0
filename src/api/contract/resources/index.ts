import { announcementResource } from './announcements.ts';
import { educationResource, idTypeResource } from './dictionaries.ts';
import { institutionResource, teacherResource } from './people.ts';
import { shopCategoryResource } from './shop.ts';
import { SELLER_MARKETING_RESOURCES } from './sellerMarketing.ts';
import type { ResourceDecl } from '../resource/types.ts';

/** Every declared resource: the server mounts each, the parametrised tests walk them all. */
export const RESOURCES: readonly ResourceDecl[] = [
  announcementResource,
  idTypeResource,
  educationResource,
  institutionResource,
  teacherResource,
  shopCategoryResource,
  ...SELLER_MARKETING_RESOURCES,
];
