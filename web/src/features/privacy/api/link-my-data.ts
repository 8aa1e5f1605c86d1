import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api';

/** POST /api/mis-datos/descarga: a signed link to the person's ZIP, valid 15 minutes. */
export const linkMyData = () => api('POST /mis-datos/descarga');

export const useLinkMyData = () => useMutation({ mutationFn: linkMyData });
