import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ENERGY_METHODS,
  ZPlanTargetSchema,
  type TEnergyMethod,
  type TPlanTarget,
  type TTargetInputs,
} from '@contract/meal-plans';
import {
  ENERGY_METHOD_LABELS,
  OBJECTIVE_RULES,
  activityFactor,
  energyRangeText,
  proposeTarget,
  type TargetChoices,
} from '@contract/nutrition';
import { formatCount, formatDecimal, formatKcal, formatQuantity } from '@contract/numbers';
import { CardFacts } from '@web/components/data-table/DataTable';
import { DecimalInput } from '@web/components/DecimalInput';
import { ErrorAlert } from '@web/components/data-table/ListStates';
import { formatDate, formatDay } from '@web/lib/dates';
import { decimalShown, decimalValue } from '@web/lib/decimal';
import { errorMessage } from '@web/lib/errors';
import { useTarget } from '../../api/get-target';
import { macrosText } from '../../lib/builder-format';
import { MissingInputs } from './MissingInputs';

const METHOD_DATA = ENERGY_METHODS.map((m) => ({ value: m, label: ENERGY_METHOD_LABELS[m] }));
const isMethod = (v: string | null): v is TEnergyMethod => ENERGY_METHODS.some((m) => m === v);

/** 'sexo, fecha de nacimiento y talla de un control'. */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

const measured = (at: string | null) =>
  at ? (/^\d{4}-\d{2}-\d{2}$/.test(at) ? formatDay(at) : formatDate(at)) : null;

function InputsFacts({ inputs }: { inputs: TTargetInputs }) {
  const when = measured(inputs.measuredAt);
  return (
    <Stack gap={2}>
      <CardFacts
        facts={[
          [
            'Edad',
            inputs.age === null
              ? null
              : `${formatCount(inputs.age, 'año', 'años')}${inputs.birthDate ? ` (nacimiento: ${formatDay(inputs.birthDate)})` : ''}`,
          ],
          ['Sexo', inputs.sex],
          ['Talla', inputs.heightCm === null ? null : formatQuantity(inputs.heightCm, 'cm')],
          [
            'Peso',
            inputs.weightKg === null
              ? null
              : `${formatQuantity(inputs.weightKg, 'kg')}${when ? ` (control del ${when})` : ''}`,
          ],
        ]}
      />
      <CardFacts
        facts={[
          ['Días de deporte', inputs.sportsDays],
          ['Horas por sesión', inputs.sportsHours],
          ['Actividad física', inputs.physicalActivity],
          ['Objetivo', inputs.objective],
        ]}
      />
    </Stack>
  );
}

type Field =
  'factor' | 'adjust' | 'protein' | 'fat' | 'kcal' | 'proteinas' | 'grasas' | 'carbohidratos';

/**
 * Objetivo (a client's plan only): the proposal of the server's inputs (latest control,
 * anamnesis), recomputed here with contract/nutrition.ts as she overwrites any factor,
 * every step with its formula; then her own numbers, which win (DECISIONS §11).
 */
export function TargetPanel({
  userId,
  target,
  onUse,
}: {
  userId: string;
  target: TPlanTarget | null;
  onUse: (target: TPlanTarget | null) => void;
}) {
  const [method, setMethod] = useState<TEnergyMethod>('mifflin');
  const [typed, setTyped] = useState<Record<Field, string>>({
    factor: '',
    adjust: '',
    protein: '',
    fat: '',
    kcal: '',
    proteinas: '',
    grasas: '',
    carbohidratos: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const query = useTarget(userId, method);
  const proposal = query.data;

  const num = (f: Field) => decimalValue(typed[f]) ?? undefined;
  const adjustPct = num('adjust');
  const choices: TargetChoices = {
    method,
    activityFactor: num('factor'),
    adjust: adjustPct === undefined ? undefined : adjustPct / 100,
    proteinPerKg: num('protein'),
    fatPct: num('fat'),
  };
  const computed = proposal ? proposeTarget(proposal.inputs, choices) : null;
  // The objective's rule, as the placeholders of the fields she may overwrite.
  const rule = OBJECTIVE_RULES[proposal?.inputs.objective ?? 'Alimentación saludable'];
  const own = (['kcal', 'proteinas', 'grasas', 'carbohidratos'] as const).some(
    (f) => typed[f].trim() !== '',
  );

  const field = (f: Field, label: string, placeholder?: number) => (
    <DecimalInput
      label={label}
      value={typed[f]}
      // A field's placeholder is written as she would type it: no thousands dot.
      placeholder={
        placeholder === undefined ? '' : decimalShown(Math.round(placeholder * 1000) / 1000)
      }
      onChange={(e) => {
        const value = e.currentTarget.value;
        setTyped((t) => ({ ...t, [f]: value }));
      }}
      size="sm"
    />
  );

  const use = () => {
    const base = computed?.target;
    const pick = (f: 'kcal' | 'proteinas' | 'grasas' | 'carbohidratos') => num(f) ?? base?.[f];
    const how = own
      ? `Definido por la nutricionista${base ? ` (propuesta: ${base.how})` : ''}`
      : (base?.how ?? '');
    const parsed = ZPlanTargetSchema.safeParse({
      kcal: pick('kcal'),
      proteinas: pick('proteinas'),
      grasas: pick('grasas'),
      carbohidratos: pick('carbohidratos'),
      how: how.slice(0, 500),
    });
    if (!parsed.success) {
      setProblem(
        'Completá energía (entre 500 y 6000 kcal), proteínas, grasas y carbohidratos en gramos',
      );
      return;
    }
    setProblem(null);
    onUse(parsed.data);
  };

  return (
    <Stack gap="sm">
      {target ? (
        <Text size="sm">
          <strong>{macrosText(target)}</strong>
          {target.how && (
            <Text span c="dimmed" size="xs" display="block">
              {target.how}
            </Text>
          )}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          El plan todavía no tiene objetivo: calculalo acá abajo o escribí tus números.
        </Text>
      )}

      <Select
        label="Método de la energía en reposo"
        data={METHOD_DATA}
        value={method}
        onChange={(v) => isMethod(v) && setMethod(v)}
        allowDeselect={false}
        maw={420}
      />

      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError && !proposal ? (
        <ErrorAlert
          title="No pudimos calcular la propuesta"
          message={errorMessage(query.error, 'Probá de nuevo en unos minutos.')}
          onRetry={() => void query.refetch()}
        />
      ) : proposal && computed ? (
        <Stack gap="sm">
          <InputsFacts inputs={proposal.inputs} />
          {computed.missing.length > 0 && (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle aria-hidden />}
              title="Faltan datos para proponer un objetivo"
            >
              <Stack gap="xs">
                <Text size="sm">Falta: {listed(computed.missing)}.</Text>
                <MissingInputs userId={userId} method={method} inputs={proposal.inputs} />
                <Text size="sm">Igual podés escribir tus números abajo.</Text>
              </Stack>
            </Alert>
          )}
          {computed.range && computed.target && (
            <Alert color="blue" title={energyRangeText(computed.range)}>
              <Text size="sm">
                Con «{proposal.inputs.sex}», las fórmulas no eligen entre la de mujeres y la de
                hombres: se propone el medio, {formatKcal(computed.target.kcal)}. Si preferís otro
                número, escribilo abajo.
              </Text>
            </Alert>
          )}
          {computed.steps.length > 0 && (
            <div>
              <Text size="sm" c="dimmed" mb={4}>
                Cada número muestra cómo se calculó.
              </Text>
              {/* On a phone the table scrolls sideways: a keyboard reaches it with Tab, then arrows. */}
              <Table.ScrollContainer
                minWidth={520}
                type="native"
                tabIndex={0}
                role="region"
                aria-label="Cómo se calculó el objetivo"
              >
                <Table striped withTableBorder fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Paso</Table.Th>
                      <Table.Th>Cálculo</Table.Th>
                      <Table.Th ta="right">Valor</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {computed.steps.map((s) => (
                      <Table.Tr key={s.label}>
                        <Table.Td>{s.label}</Table.Td>
                        <Table.Td>{s.formula}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {formatDecimal(s.value, 3)} {s.unit}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </div>
          )}
          <Text size="sm" fw={600}>
            Cambiá lo que quieras (vacío: lo propuesto)
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {field(
              'factor',
              'Factor de actividad',
              activityFactor(proposal.inputs.sportsDays, proposal.inputs.sportsHours).factor,
            )}
            {field('adjust', 'Ajuste por objetivo (%)', rule.adjust * 100)}
            {field('protein', 'Proteínas (g por kg)', rule.proteinPerKg)}
            {field('fat', 'Grasas (% de la energía)', rule.fatPct)}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {field('kcal', 'Energía (kcal)', computed.target?.kcal)}
            {field('proteinas', 'Proteínas (g)', computed.target?.proteinas)}
            {field('grasas', 'Grasas (g)', computed.target?.grasas)}
            {field('carbohidratos', 'Carbohidratos (g)', computed.target?.carbohidratos)}
          </SimpleGrid>
          {problem && (
            <Text size="sm" c="red.8" role="alert">
              {problem}
            </Text>
          )}
          <Group gap="xs">
            <Button onClick={use} leftSection={<IconTarget size={16} aria-hidden />}>
              Usar este objetivo
            </Button>
            {target && (
              <Button variant="subtle" color="gray" onClick={() => onUse(null)}>
                Quitar el objetivo
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
