import { announcementResource } from './announcements.ts';
import { educationResource, idTypeResource } from './dictionaries.ts';
import { institutionResource, teacherResource } from './people.ts';
import { shopCategoryResource } from './shop.ts';
import {
  supplierProfileResource,
  supplierSettingsResource,
  supplyCategoryResource,
  supplyChannelResource,
  supplyCustomerResource,
  supplyEvaluationResource,
  supplyProductResource,
  supplyShopResource,
} from './supply.ts';
import { anchorProductResource, anchorProfileResource, shopDistributionResource } from './workbench.ts';
import type { ResourceDecl } from '../resource/types.ts';

/** Every declared resource: the server mounts each, the parametrised tests walk them all. */
export const RESOURCES: readonly ResourceDecl[] = [
  announcementResource,
  idTypeResource,
  educationResource,
  institutionResource,
  teacherResource,
  shopCategoryResource,
  supplyCategoryResource,
  supplyProductResource,
  supplyCustomerResource,
  supplyShopResource,
  supplyChannelResource,
  supplyEvaluationResource,
  supplierProfileResource,
  supplierSettingsResource,
  anchorProductResource,
  anchorProfileResource,
  shopDistributionResource,
];
