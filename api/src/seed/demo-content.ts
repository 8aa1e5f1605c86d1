/** Realistic Spanish demo content for a newcomer's first look (marked demo = true in the database). */
import { PATHS } from '@contract/pages';

export const DEMO_PLANS = [
  {
    title: 'Plan a distancia Descenso de Peso',
    description:
      'Bajá de peso sin dietas extremas, con un plan hecho para vos y controles a distancia.',
    type: 'Online',
    anamnesis: 'Simple',
    time: 3,
    queries: 3,
    typeQueries: 'Controles Online',
    costPesos: '3900.00',
    costDolars: '98.00',
    premium: true,
    videoPromo: null,
    editorState:
      '<h2>¿Qué incluye?</h2><ul><li>Plan de alimentación personalizado según tu anamnesis.</li><li>Lista de compras y menú semanal.</li><li>3 controles a distancia, uno por mes.</li><li>Consultas por mensaje durante todo el plan.</li></ul><p>Después del pago y de completar el formulario, recibís tu plan dentro de <strong>10 días hábiles</strong>.</p>',
  },
  {
    title: 'Plan a distancia Nutrición Deportiva',
    description: 'Rendí más en tu deporte: energía, recuperación y composición corporal.',
    type: 'Online',
    anamnesis: 'Extendido',
    time: 2,
    queries: 2,
    typeQueries: 'Controles Online',
    costPesos: '4500.00',
    costDolars: '113.00',
    premium: true,
    videoPromo: null,
    editorState:
      '<h2>Para quienes entrenan</h2><p>Ajustamos tu alimentación a tus entrenamientos y competencias: qué comer antes, durante y después, hidratación y suplementación basada en evidencia.</p><ul><li>Anamnesis extendida con registro de hábitos.</li><li>2 controles a distancia con medidas.</li></ul>',
  },
  {
    title: 'Plan Personalizado Presencial',
    description: 'Consulta en el consultorio con medición de pliegues y seguimiento cercano.',
    type: 'Personalizado',
    anamnesis: 'Extendido',
    time: 3,
    queries: 3,
    typeQueries: 'Controles Presenciales',
    costPesos: '5200.00',
    costDolars: '130.00',
    premium: false,
    videoPromo: null,
    editorState:
      '<p>Un acompañamiento completo en el consultorio: antropometría (peso, perímetros y suma de 6 pliegues), plan de alimentación y controles mensuales presenciales.</p>',
  },
  {
    title: 'Ebook: 30 desayunos saludables',
    description: 'Treinta ideas rápidas, ricas y equilibradas para empezar el día.',
    type: 'ebooks',
    anamnesis: 'No tiene',
    time: 0,
    queries: 0,
    typeQueries: 'no tiene',
    costPesos: '590.00',
    costDolars: '15.00',
    premium: false,
    videoPromo: null,
    editorState:
      '<p>Un ebook en PDF con 30 desayunos y meriendas: opciones dulces y saladas, sin gluten y veganas, con la lista de compras de cada semana.</p><p>Con el pago accedés a la descarga.</p>',
  },
  {
    title: 'Ebook: Guía de alimentación para corredores',
    description: 'Cómo comer para entrenar y competir en 10K, medias y maratones.',
    type: 'ebooks',
    anamnesis: 'No tiene',
    time: 0,
    queries: 0,
    typeQueries: 'no tiene',
    costPesos: '790.00',
    costDolars: '20.00',
    premium: true,
    videoPromo: null,
    editorState:
      '<p>Carga de hidratos, hidratación, geles y la comida del día de la carrera, explicado paso a paso.</p><p>Con el pago accedés a la descarga.</p>',
  },
] as const;

export const DEMO_RECIPES = [
  {
    title: 'Budín de avena y banana',
    description: 'Sin azúcar agregada, ideal para el desayuno o la merienda.',
    costPesos: '250.00',
    costDolars: '6.00',
    editorState:
      '<h3>Ingredientes</h3><ul><li>2 bananas maduras</li><li>2 huevos</li><li>1 taza de avena</li><li>1 cdita de polvo de hornear y canela</li></ul><h3>Preparación</h3><p>Pisá las bananas, mezclá con los huevos y sumá los secos. Horno medio 35 minutos.</p>',
  },
  {
    title: 'Bowl de quinoa, garbanzos y verduras asadas',
    description: 'Un almuerzo completo con proteína vegetal y mucha fibra.',
    costPesos: '250.00',
    costDolars: '6.00',
    editorState:
      '<p>Quinoa cocida, garbanzos, boniato y zapallo asados, hojas verdes y aderezo de tahini con limón.</p>',
  },
  {
    title: 'Recetario: Viandas para la semana',
    description: 'Diez viandas fáciles para llevar al trabajo, con cantidades y compras.',
    costPesos: '690.00',
    costDolars: '17.00',
    editorState:
      '<p>Planificá la semana en una hora: diez viandas frías y calientes, con la lista de compras y cómo conservarlas.</p>',
  },
  {
    title: 'Tortilla de espinaca al horno',
    description: 'Alta en proteína y muy fácil: una cena lista en 25 minutos.',
    costPesos: '250.00',
    costDolars: '6.00',
    editorState:
      '<p>Espinaca salteada, cebolla, 4 huevos y queso magro. Horno fuerte 20 minutos.</p>',
  },
] as const;

export const DEMO_TIPS = [
  {
    title: 'Hidratación en días de calor',
    type: 'Hábitos',
    description:
      'Cuánta agua tomar, cómo darte cuenta si te falta y qué hacer si entrenás con calor.',
    editorState:
      '<p>Tomá agua a lo largo del día, no solo con sed. Si entrenás más de una hora con calor, sumá sales.</p>',
  },
  {
    title: 'Cómo leer el rotulado frontal',
    type: 'Compras',
    description:
      'Los octógonos de exceso en Uruguay: qué significan y cómo elegir mejor en el súper.',
    editorState:
      '<p>Los sellos indican exceso de azúcares, grasas, grasas saturadas o sodio. Compará productos de la misma categoría.</p>',
  },
  {
    title: 'Qué comer antes de entrenar',
    type: 'Deporte',
    description: 'Opciones livianas y con hidratos para tener energía sin malestar.',
    editorState:
      '<p>Una a dos horas antes: una fruta con yogur, o pan con queso y miel. Evitá comidas muy grasas.</p>',
  },
  {
    title: 'Armá tu plato saludable',
    type: 'Hábitos',
    description: 'La mitad verduras, un cuarto proteínas y un cuarto cereales o legumbres.',
    editorState:
      '<p>Usá el método del plato en almuerzo y cena: es simple, flexible y no requiere pesar nada.</p>',
  },
] as const;

/** Desktop slides link to the site's own sections (five links at most). */
export const DEMO_SLIDER_LINKS = [PATHS.onlinePlans(), PATHS.ebooks(), PATHS.inPerson()];
