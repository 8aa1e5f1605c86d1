import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSlider } from '@contract/catalog';
import { apiRequest } from '../../../../lib/api';
import type { SliderVariant } from '../../api/get-sliders';

const PATH: Record<SliderVariant, { path: string; key: string }> = {
  desktop: { path: 'new-home-slider', key: 'homeSlider' },
  mobile: { path: 'new-home-mobile-slider', key: 'homeSliderMobile' },
};

/** POST /api/new-home-slider or /api/new-home-mobile-slider (admin): multipart galleryImage, title, description, links. */
export async function createSlider({
  variant,
  data,
}: {
  variant: SliderVariant;
  data: FormData;
}): Promise<{ message: string; slider: TSlider }> {
  const { path, key } = PATH[variant];
  const answer = await apiRequest<Record<string, unknown>>(path, { method: 'POST', body: data });
  return { message: String(answer.message ?? ''), slider: answer[key] as TSlider };
}

export function useCreateSlider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlider,
    onSuccess: (_answer, { variant }) =>
      queryClient.invalidateQueries({ queryKey: ['sliders', variant] }),
  });
}
