import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSlider } from '@contract/catalog';
import { api } from '@web/lib/api';
import { catalogKeys, type SliderVariant } from '../../api/keys';

/** POST /api/new-home-slider or /api/new-home-mobile-slider (admin): multipart galleryImage, title, description, links. */
export async function createSlider({
  variant,
  data,
}: {
  variant: SliderVariant;
  data: FormData;
}): Promise<{ message: string; slider: TSlider }> {
  if (variant === 'desktop') {
    const { message, homeSlider } = await api('POST /new-home-slider', { body: data });
    return { message, slider: homeSlider };
  }
  const { message, homeSliderMobile } = await api('POST /new-home-mobile-slider', { body: data });
  return { message, slider: homeSliderMobile };
}

export function useCreateSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlider,
    onSuccess: (_answer, { variant }) =>
      queryClient.invalidateQueries({ queryKey: catalogKeys.sliders(variant) }),
  });
}
