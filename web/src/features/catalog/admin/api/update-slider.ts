import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSlider } from '@contract/catalog';
import { api } from '@web/lib/api';
import { catalogKeys, type SliderVariant } from '../../api/keys';

/**
 * PUT /api/homeSlider/{id} or /api/homeSliderMobile/{id} (admin): new `galleryImage`
 * files are appended; `links` replaces the comma-separated links when sent.
 */
export async function updateSlider({
  variant,
  id,
  data,
}: {
  variant: SliderVariant;
  id: string;
  data: FormData;
}): Promise<{ message: string; slider: TSlider }> {
  if (variant === 'desktop') {
    const { message, homeSlider } = await api('PUT /homeSlider/:id', {
      params: { id },
      body: data,
    });
    return { message, slider: homeSlider };
  }
  const { message, homeSliderMobile } = await api('PUT /homeSliderMobile/:id', {
    params: { id },
    body: data,
  });
  return { message, slider: homeSliderMobile };
}

export function useUpdateSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlider,
    onSuccess: (_answer, { variant }) =>
      queryClient.invalidateQueries({ queryKey: catalogKeys.sliders(variant) }),
  });
}
