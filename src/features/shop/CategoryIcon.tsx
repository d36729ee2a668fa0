import type { ComponentType } from 'react';
import AppstoreOutline from 'antd-mobile-icons/es/AppstoreOutline';
import CameraOutline from 'antd-mobile-icons/es/CameraOutline';
import CompassOutline from 'antd-mobile-icons/es/CompassOutline';
import ContentOutline from 'antd-mobile-icons/es/ContentOutline';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import GiftOutline from 'antd-mobile-icons/es/GiftOutline';
import HeartOutline from 'antd-mobile-icons/es/HeartOutline';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import SmileOutline from 'antd-mobile-icons/es/SmileOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import type { CategoryIcon as IconName } from '../../api/contract/shop.ts';

const ICONS: Record<IconName, ComponentType> = {
  women: HeartOutline,
  men: UserOutline,
  bags: ShopbagOutline,
  beauty: SmileOutline,
  food: GiftOutline,
  digital: CameraOutline,
  home: ContentOutline,
  baby: StarOutline,
  sports: CompassOutline,
  farm: EnvironmentOutline,
};

/** A category's icon, drawn from the shipped SVG icons; an unknown name gets a generic one. */
export default function CategoryIcon({ name }: { name: string }) {
  const Icon = ICONS[name as IconName] ?? AppstoreOutline;
  return <Icon />;
}
