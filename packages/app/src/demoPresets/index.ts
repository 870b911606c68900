export { DemoPresetList } from './DemoPresetList.tsx';
export type { DemoPresetListProps } from './DemoPresetList.tsx';
export { DemoPresetCard } from './DemoPresetCard.tsx';
export type { DemoPresetCardProps } from './DemoPresetCard.tsx';
export { demoPresetHref } from './demoPresetHref.ts';
export { demoPresetFilterTexts } from './demoPresetFilterTexts.ts';
export type { DemoPresetFilterTexts } from './demoPresetFilterTexts.ts';
