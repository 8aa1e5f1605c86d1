import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSlider } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';
import type { SliderVariant } from '../../api/get-sliders';

const PATH: Record<SliderVariant, { path: string; key: string }> = {
  desktop: { path: 'homeSlider', key: 'homeSlider' },
  mobile: { path: 'homeSliderMobile', key: 'homeSliderMobile' },
};

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
  const { path, key } = PATH[variant];
  const answer = await apiRequest<Record<string, unknown>>(`${path}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: data,
  });
  return { message: String(answer.message ?? ''), slider: answer[key] as TSlider };
}

export function useUpdateSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlider,
    onSuccess: (_answer, { variant }) =>
      queryClient.invalidateQueries({ queryKey: ['sliders', variant] }),
  });
}
