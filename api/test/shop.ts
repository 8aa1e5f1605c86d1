import type { FastifyInstance } from 'fastify';
import { multipart, type Headers } from './harness';
import { pdfBytes } from './fixtures';

/** A plan as the admin creates it, with a price in pesos and controls to schedule. */
export async function createPlan(
  app: FastifyInstance,
  admin: Headers,
  over: Record<string, unknown> = {},
): Promise<{ _id: string; title: string; costPesos: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/new-plan',
    headers: admin,
    payload: {
      title: 'Plan Descenso 3 meses',
      description: 'Plan online con controles',
      editorState: '<p>Incluye menú semanal</p>',
      type: 'Online',
      anamnesis: 'Simple',
      time: 3,
      queries: 3,
      typeQueries: 'Controles Online',
      costDolars: 40,
      costPesos: '1500',
      ...over,
    },
  });
  if (res.statusCode !== 200) throw new Error(`plan: ${res.statusCode} ${res.body}`);
  return res.json().plan;
}

/** A recipe book with one PDF: what a buyer may download and nobody else. */
export async function createRecipeBook(
  app: FastifyInstance,
  admin: Headers,
): Promise<{ _id: string; title: string; file: string }> {
  const recipe = await app.inject({
    method: 'POST',
    url: '/api/new-receta',
    headers: admin,
    payload: { title: 'Recetario de verano', costPesos: '450', costDolars: 12 },
  });
  if (recipe.statusCode !== 200) throw new Error(`receta: ${recipe.statusCode} ${recipe.body}`);
  const { _id, title } = recipe.json().receta;
  const form = await multipart({ idProduct: _id }, [
    { name: 'recetario.pdf', type: 'application/pdf', data: pdfBytes },
  ]);
  const file = await app.inject({
    method: 'POST',
    url: '/api/new-file',
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
  if (file.statusCode !== 200) throw new Error(`file: ${file.statusCode} ${file.body}`);
  return { _id, title, file: file.json().files[0].avatar };
}

/** POST mercadopago as the buyer: the order id and where the browser would go. */
export async function checkout(
  app: FastifyInstance,
  buyer: Headers,
  body: Record<string, unknown>,
): Promise<{ orderId: string; init_point: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/mercadopago',
    headers: buyer,
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Buys through the built-in test checkout: the order, then 'Aprobar pago'; its answer. */
export async function buyApproved(
  app: FastifyInstance,
  buyer: Headers,
  body: Record<string, unknown>,
) {
  const { orderId } = await checkout(app, buyer, body);
  return app.inject({
    method: 'POST',
    url: `/api/pago-de-prueba/${orderId}`,
    headers: buyer,
    payload: { result: 'approved' },
  });
}
