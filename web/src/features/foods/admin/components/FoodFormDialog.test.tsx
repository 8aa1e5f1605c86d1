import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { micronutrientMessage, thousandsMessage } from '@contract/food-micros';
import { FOOD_MSG, FOOD_SHOPPING_LABELS, FOOD_SHOPPING_MSG } from '@contract/foods';
import { setApiTransport } from '@web/lib/api';
import { makeFood } from '@web/test/foods';
import { TestProviders } from '@web/test/render';
import { FoodFormDialog, type FoodFormTarget } from './FoodFormDialog';

const APPLE = makeFood({
  measures: [{ name: '1 unidad mediana', grams: 150 }],
  source: 'Tabla inicial',
  synonyms: ['manzana colorada'],
  starter: true,
});

function renderForm(target: FoodFormTarget) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <TestProviders>
        <FoodFormDialog target={target} onClose={onClose} />
      </TestProviders>
    </QueryClientProvider>,
  );
  return { onClose };
}

// No pause between events and no pointer-events check (a style walk per click, slow in jsdom).
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

// Label queries: a role query computes the name of every element of the form, slow in jsdom.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

/** The button that folds and unfolds 'Más nutrientes (por 100 g)'. */
const moreNutrients = () => screen.getByText('Más nutrientes (por 100 g)').closest('button')!;

describe('FoodFormDialog', () => {
  let calls: { url: string; method?: string; body: unknown }[];
  let answer: () => Response;
  beforeEach(() => {
    vi.spyOn(notifications, 'show').mockImplementation(() => '');
    calls = [];
    setApiTransport(async (url, init) => {
      calls.push({ url, method: init.method, body: init.body });
      return answer();
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says what is missing, in the schema words, and sends nothing', async () => {
    renderForm({});
    await user.click(screen.getByText('Guardar'));
    expect(await screen.findByText(FOOD_MSG.name)).toBeTruthy();
    expect(screen.getByText(FOOD_MSG.group)).toBeTruthy();
    expect(screen.getByText('Energía (kcal): tiene que ser un número entre 0 y 910')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('refuses a synonym too long on its field', async () => {
    renderForm({ food: APPLE });
    fireEvent.change(field('Sinónimos'), { target: { value: `calabaza, ${'x'.repeat(61)}` } });
    await user.click(screen.getByText('Guardar'));
    expect(await screen.findByText(FOOD_MSG.synonymTooLong)).toBeTruthy();
    expect(field('Sinónimos').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('edits a food with decimal commas and measures, and shows a refusal of the server on its field', async () => {
    answer = () =>
      Response.json(
        {
          code: 'conflict',
          message: FOOD_MSG.duplicate,
          errors: { name: FOOD_MSG.duplicate },
        },
        { status: 409 },
      );
    const { onClose } = renderForm({ food: APPLE });
    expect((field('Nombre') as HTMLInputElement).value).toBe('Manzana roja');
    expect((field('Carbohidratos') as HTMLInputElement).value).toBe('13,8');
    expect((field('Sinónimos') as HTMLInputElement).value).toBe('manzana colorada');
    // 4·0,3 + 4·13,8 + 9·0,2 = 58,2
    expect(screen.getByText('Energía según macros: ≈ 58 kcal (4·P + 4·C + 9·G)')).toBeTruthy();

    // Changes set at once (fireEvent): the typing itself is DecimalInput's, tested on its own.
    // Its unit too: 'Grasas saturadas (g)' and a flag's label start alike.
    fireEvent.change(field('Grasas \\(g\\)'), { target: { value: '1,2' } });
    expect(screen.getByText('Energía según macros: ≈ 67 kcal (4·P + 4·C + 9·G)')).toBeTruthy();

    fireEvent.change(field('Sinónimos'), {
      target: { value: 'manzana colorada, , manzana roja deliciosa ' },
    });
    fireEvent.click(screen.getByText('Agregar medida'));
    fireEvent.change(screen.getByLabelText('Medida 2'), { target: { value: '1 taza' } });
    fireEvent.change(screen.getByLabelText('Gramos de la medida 2'), {
      target: { value: '110,5' },
    });
    await user.click(screen.getByText('Guardar'));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe(`/api/alimentos/${APPLE._id}`);
    expect(calls[0]!.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.body))).toEqual({
      name: 'Manzana roja',
      group: 'Frutas',
      kcal: 52,
      proteinas: 0.3,
      carbohidratos: 13.8,
      grasas: 1.2,
      fibra: 2.4,
      measures: [
        { name: '1 unidad mediana', grams: 150 },
        { name: '1 taza', grams: 110.5 },
      ],
      source: 'Tabla inicial',
      synonyms: ['manzana colorada', 'manzana roja deliciosa'],
      shopping: 'normal',
      rawPerCooked: null,
      dryGramsPerLitre: null,
      dryName: '',
      yieldSource: '',
      sodio: null,
      azucares: null,
      grasasSaturadas: null,
      calcio: null,
      hierro: null,
      sodioNatural: false,
      azucaresNaturales: false,
      grasasFrutosSecos: false,
      ultraprocesado: false,
    });
    const name = field('Nombre');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(FOOD_MSG.duplicate)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("the shopping list: a cooked food's yield with a decimal comma, and its source", async () => {
    answer = () => Response.json({ message: 'ok', alimento: APPLE });
    renderForm({ food: { ...APPLE, name: 'Arroz blanco cocido' } });
    fireEvent.change(field('Gramos de crudo por gramo cocido'), { target: { value: '0,36' } });
    fireEvent.change(field('Fuente del rendimiento'), { target: { value: 'USDA' } });
    await user.click(screen.getByText('Guardar'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
      shopping: 'normal',
      rawPerCooked: 0.36,
      yieldSource: 'USDA',
      dryGramsPerLitre: null,
    });
  });

  it('an infusion: its dry product, refused without its grams per litre', async () => {
    renderForm({ food: { ...APPLE, name: 'Mate', rawPerCooked: 1.2 } });
    // The select's input (its list of options shares its label).
    await user.click(screen.getAllByLabelText(/^En la lista de compras/)[0]!);
    await user.click(screen.getByText(FOOD_SHOPPING_LABELS.dry));
    expect(screen.queryByLabelText(/^Gramos de crudo/)).toBeNull();
    fireEvent.change(field('Producto que se compra'), { target: { value: 'Yerba mate' } });
    await user.click(screen.getByText('Guardar'));
    expect(await screen.findByText(FOOD_SHOPPING_MSG.dryMissing)).toBeTruthy();
    expect(calls).toHaveLength(0);

    answer = () => Response.json({ message: 'ok', alimento: APPLE });
    fireEvent.change(field('Gramos por litro'), { target: { value: '50' } });
    await user.click(screen.getByText('Guardar'));
    await waitFor(() => expect(calls).toHaveLength(1));
    // The yield it had is not sent with it: an infusion is bought dry.
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
      shopping: 'dry',
      rawPerCooked: null,
      dryGramsPerLitre: 50,
      dryName: 'Yerba mate',
    });
  });

  it.each(['1200', '1200,0'])(
    'more nutrients, folded for a food without them: sodium typed %s and no added salt',
    async (typed) => {
      answer = () => Response.json({ message: 'ok', alimento: APPLE });
      renderForm({ food: APPLE });
      expect(moreNutrients().getAttribute('aria-expanded')).toBe('false');

      await user.click(moreNutrients());
      fireEvent.change(field('Sodio'), { target: { value: typed } });
      await user.click(field('Sin sal agregada'));
      await user.click(screen.getByText('Guardar'));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
        sodio: 1200,
        sodioNatural: true,
        azucares: null,
        calcio: null,
        ultraprocesado: false,
      });
    },
  );

  it('opens for a food that has them, and an emptied field is sent as not known', async () => {
    answer = () => Response.json({ message: 'ok', alimento: APPLE });
    renderForm({ food: { ...APPLE, sodio: 1, azucares: 10.4, hierro: 0.1 } });
    expect(moreNutrients().getAttribute('aria-expanded')).toBe('true');
    expect((field('Azúcares \\(g\\)') as HTMLInputElement).value).toBe('10,4');

    fireEvent.change(field('Sodio'), { target: { value: '' } });
    await user.click(screen.getByText('Guardar'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({
      sodio: null,
      azucares: 10.4,
      hierro: 0.1,
      sodioNatural: false,
    });
  });

  it("shows the server's message for sodium on its field, unfolding the section", async () => {
    answer = () =>
      Response.json(
        {
          code: 'validation',
          message: 'Revisá los datos enviados',
          errors: { sodio: micronutrientMessage('sodio') },
        },
        { status: 400 },
      );
    renderForm({ food: APPLE });
    await user.click(screen.getByText('Guardar'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(moreNutrients().getAttribute('aria-expanded')).toBe('true'));
    expect(field('Sodio').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(micronutrientMessage('sodio'))).toBeTruthy();
  });

  it("refuses '1.200' mg on its field and sends nothing: twelve hundred or 1,2 cannot be told apart", async () => {
    renderForm({ food: APPLE });
    await user.click(moreNutrients());
    fireEvent.change(field('Sodio'), { target: { value: '1.200' } });
    await user.click(screen.getByText('Guardar'));
    expect(await screen.findByText(thousandsMessage('sodio'))).toBeTruthy();
    expect(field('Sodio').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });
});
