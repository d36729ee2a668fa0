import type { ComponentType } from 'react';

export const PAGES = import.meta.glob<{ default: ComponentType }>('../../features/live/*Page.tsx');
