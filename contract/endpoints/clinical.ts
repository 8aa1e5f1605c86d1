import { ZIdParamsSchema } from '../common';
import {
  ZAnamnesisAnswerSchema,
  ZAnamnesisByUserSchema,
  ZAnamnesisCreateSchema,
  ZAnamnesisFieldsSchema,
  ZClinicalAccessLogSchema,
  ZControlAnswerSchema,
  ZControlCreateFormSchema,
  ZControlFormSchema,
  ZControlsAnswerSchema,
  ZPhotoParamsSchema,
  ZSignedQuerySchema,
} from '../clinical';
import { endpoint } from '../endpoint';

/** Anamnesis (spec §7): one per client, its owner or the admin. */
export const anamnesisEndpoints = {
  byUser: endpoint({
    method: 'GET',
    path: '/anamnesis-by-user-id/:id',
    access: 'self-or-admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    response: ZAnamnesisByUserSchema,
  }),
  /** Beyond spec §7: the edit page /auth/anamnesis/{idAnamnesis} loads the record by its id. */
  get: endpoint({
    method: 'GET',
    path: '/anamnesis/:id',
    access: 'owner-or-admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    response: ZAnamnesisAnswerSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/new-anamnesis',
    access: 'owner-or-admin',
    tag: 'clinical',
    body: ZAnamnesisCreateSchema,
    response: ZAnamnesisAnswerSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/anamnesis/:id',
    access: 'owner-or-admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    body: ZAnamnesisFieldsSchema,
    response: ZAnamnesisAnswerSchema,
  }),
};

/** Check-ups (spec §7): a client's own Online ones; Offline ones by the admin only. */
export const controlsEndpoints = {
  byUser: endpoint({
    method: 'GET',
    path: '/controls-by-user-id/:id',
    access: 'self-or-admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    response: ZControlsAnswerSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/controls/:id',
    access: 'owner-or-admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    response: ZControlAnswerSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/new-control',
    access: 'owner-or-admin',
    tag: 'clinical',
    form: { schema: ZControlCreateFormSchema, files: 'photo' },
    response: ZControlAnswerSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/controls/:id',
    access: 'owner-or-admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    form: { schema: ZControlFormSchema, files: 'photo' },
    response: ZControlAnswerSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/control/:id',
    access: 'owner-or-admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    response: ZControlsAnswerSchema,
  }),
  /** A control photo through a signed, short-lived link (never the public resize route). */
  photo: endpoint({
    method: 'GET',
    path: '/photos/:size/:name',
    access: 'signed-link',
    tag: 'clinical',
    params: ZPhotoParamsSchema,
    query: ZSignedQuerySchema,
  }),
  /** Who of the back office read this client's clinical records, and when (DECISIONS §8). */
  accessLog: endpoint({
    method: 'GET',
    path: '/clinical-access-log/:id',
    access: 'admin',
    tag: 'clinical',
    params: ZIdParamsSchema,
    response: ZClinicalAccessLogSchema,
  }),
};
