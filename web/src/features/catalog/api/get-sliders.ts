import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSlider } from '@contract/catalog';
import { api } from '@web/lib/api';
import { catalogKeys, type SliderVariant } from './keys';

/** GET /api/homeSlider or /api/homeSliderMobile: the same shape under the spec's two keys. */
export const getSliders = async (variant: SliderVariant): Promise<TSlider[]> =>
  variant === 'desktop'
    ? (await api('GET /homeSlider')).homeSlider
    : (await api('GET /homeSliderMobile')).homeSliderMobile;

export const slidersQueryOptions = (variant: SliderVariant) =>
  queryOptions({ queryKey: catalogKeys.sliders(variant), queryFn: () => getSliders(variant) });

export const useSliders = (variant: SliderVariant) => useQuery(slidersQueryOptions(variant));
