import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSlider } from '@contract/catalog';
import { apiRequest } from '../../../lib/api';

export type SliderVariant = 'desktop' | 'mobile';

const PATH: Record<SliderVariant, { path: string; key: 'homeSlider' | 'homeSliderMobile' }> = {
  desktop: { path: 'homeSlider', key: 'homeSlider' },
  mobile: { path: 'homeSliderMobile', key: 'homeSliderMobile' },
};

export const getSliders = async (variant: SliderVariant): Promise<TSlider[]> => {
  const { path, key } = PATH[variant];
  const data = await apiRequest<Record<string, TSlider[]>>(path);
  return data[key] ?? [];
};

export const slidersQueryOptions = (variant: SliderVariant) =>
  queryOptions({ queryKey: ['sliders', variant], queryFn: () => getSliders(variant) });

export const useSliders = (variant: SliderVariant) => useQuery(slidersQueryOptions(variant));
