import { ZIdParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  ZFoodImportAnswerSchema,
  ZFoodImportQuerySchema,
  ZFoodInputSchema,
  ZFoodSavedSchema,
  ZFoodsAnswerSchema,
  ZFoodsPageSchema,
  ZFoodsQuerySchema,
} from '../foods';
import { z } from 'zod';

/** The food table (issue 23): the nutritionist's alone, like every clinical record. */
export const foodsEndpoints = {
  /** The back office's table: one page, searched and filtered on the server. */
  list: endpoint({
    method: 'GET',
    path: '/alimentos',
    operationId: 'listFoods',
    summary: 'Lista la tabla de alimentos, con búsqueda, filtros y por páginas',
    access: 'admin',
    tag: 'foods',
    query: ZFoodsQuerySchema,
    response: ZFoodsPageSchema,
  }),
  /**
   * Every food in use at once: the meal-plan builder's picker and the recipes' ingredients
   * search as she types and count with any food of the table.
   */
  all: endpoint({
    method: 'GET',
    path: '/alimentos/todos',
    operationId: 'listAllFoods',
    summary: 'Lista todos los alimentos en uso (para armar planes y recetas)',
    access: 'admin',
    tag: 'foods',
    response: ZFoodsAnswerSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/alimentos',
    operationId: 'createFood',
    summary: 'Agrega un alimento',
    access: 'admin',
    tag: 'foods',
    body: ZFoodInputSchema,
    response: ZFoodSavedSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/alimentos/:id',
    operationId: 'updateFood',
    summary: 'Modifica un alimento',
    access: 'admin',
    tag: 'foods',
    params: ZIdParamsSchema,
    body: ZFoodInputSchema,
    response: ZFoodSavedSchema,
  }),
  /** Archives it: plans that name it keep it; new plans no longer offer it. */
  archive: endpoint({
    method: 'DELETE',
    path: '/alimentos/:id',
    operationId: 'archiveFood',
    summary: 'Archiva un alimento',
    access: 'admin',
    tag: 'foods',
    params: ZIdParamsSchema,
    response: ZFoodSavedSchema,
  }),
  restore: endpoint({
    method: 'POST',
    path: '/alimentos/:id/recuperar',
    operationId: 'restoreFood',
    summary: 'Recupera un alimento archivado',
    access: 'admin',
    tag: 'foods',
    params: ZIdParamsSchema,
    response: ZFoodSavedSchema,
  }),
  /** A CSV in `archivo` (multipart): previewed row by row; stored only with ?confirmar=1. */
  import: endpoint({
    method: 'POST',
    path: '/alimentos/importar',
    operationId: 'importFoods',
    summary: 'Importa alimentos de un CSV (vista previa o confirmación)',
    access: 'admin',
    tag: 'foods',
    query: ZFoodImportQuerySchema,
    form: { schema: z.object({}), files: 'csv' },
    response: ZFoodImportAnswerSchema,
  }),
};
