import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSlider } from '@contract/catalog';
import { api } from '../../../lib/api';
import { catalogKeys } from './keys';

export type SliderVariant = 'desktop' | 'mobile';

/** GET /api/homeSlider or /api/homeSliderMobile: the same shape under the spec's two keys. */
export const getSliders = async (variant: SliderVariant): Promise<TSlider[]> =>
  variant === 'desktop'
    ? (await api('GET /homeSlider')).homeSlider
    : (await api('GET /homeSliderMobile')).homeSliderMobile;

export const slidersQueryOptions = (variant: SliderVariant) =>
  queryOptions({ queryKey: catalogKeys.sliders(variant), queryFn: () => getSliders(variant) });

export const useSliders = (variant: SliderVariant) => useQuery(slidersQueryOptions(variant));
