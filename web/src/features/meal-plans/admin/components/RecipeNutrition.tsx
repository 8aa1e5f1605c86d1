import { Checkbox, Group, NumberInput, Stack, Switch, Table, Text } from '@mantine/core';
import { MICRONUTRIENT_INFO } from '@contract/food-micros-text';
import { formatGrams, formatKcal, formatQuantity } from '@contract/numbers';
import { knownAmountText, type RecipeNutrients, type RecipeProfile } from '@contract/octagons';
import { Octagons } from '@web/components/Octagons';

/** Her recipe's label fields (issue 35), as the form holds them. */
export interface RecipeLabelValues {
  /** The whole recipe once cooked, grams as typed; '' when not weighed. */
  cookedGrams: number | string;
  liquid: boolean;
  showOctagons: boolean;
}

/** The label's rows, in the order a nutrition label prints them. */
const ROWS: { label: string; value: (n: RecipeNutrients) => string }[] = [
  { label: 'Energía', value: (n) => formatKcal(n.kcal) },
  { label: 'Proteínas', value: (n) => formatQuantity(n.proteinas, 'g') },
  { label: 'Carbohidratos', value: (n) => formatQuantity(n.carbohidratos, 'g') },
  { label: 'Azúcares', value: (n) => knownAmountText(n.azucares, 'g', 1) },
  { label: 'Grasas', value: (n) => formatQuantity(n.grasas, 'g') },
  { label: 'Grasas saturadas', value: (n) => knownAmountText(n.grasasSaturadas, 'g', 1) },
  { label: 'Fibra', value: (n) => formatQuantity(n.fibra, 'g') },
  { label: 'Sodio', value: (n) => knownAmountText(n.sodio, 'mg', 0) },
  { label: 'Calcio', value: (n) => knownAmountText(n.calcio, 'mg', 0) },
  {
    label: 'Hierro',
    value: (n) => knownAmountText(n.hierro, 'mg', MICRONUTRIENT_INFO.hierro.decimals),
  },
];

/**
 * What her recipe holds (issue 35): the cooked weight that its values per 100 g are per,
 * whether it is a liquid, its values per 100 g and per serving, and the octagons a package
 * of it would carry (indicative), with the choice to show them on its public page.
 */
export function RecipeNutrition({
  values,
  onChange,
  profile,
  servings,
  error,
}: {
  values: RecipeLabelValues;
  onChange: (patch: Partial<RecipeLabelValues>) => void;
  /** null until an ingredient counts. */
  profile: RecipeProfile | null;
  servings: number | null;
  error?: string;
}) {
  const per = values.liquid ? '100 mL' : '100 g';
  const servingGrams = profile && servings ? profile.weight.grams / servings : null;
  return (
    <Stack gap="sm">
      <Text fw={600}>Valores nutricionales y octógonos</Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <NumberInput
          label="Peso de la receta cocida"
          description="Pesala entera una vez hecha: los valores por 100 g son de lo que se come"
          value={values.cookedGrams}
          onChange={(cookedGrams) => onChange({ cookedGrams })}
          min={1}
          max={50000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          hideControls
          rightSection={
            <Text size="sm" c="dimmed">
              g
            </Text>
          }
          rightSectionPointerEvents="none"
          error={error}
          maw={260}
        />
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label="Es líquida (bebida, sopa, licuado)"
          description="Se compara con los valores para líquidos, cada 100 mL"
          checked={values.liquid}
          onChange={(e) => onChange({ liquid: e.currentTarget.checked })}
        />
      </Group>
      {profile ? (
        <>
          <Text size="sm" c="dimmed">
            {profile.weight.from === 'cooked'
              ? `Valores por ${per} de la receta cocida (${formatGrams(profile.weight.grams)}).`
              : `Sin el peso cocido, los valores son por ${per} de los ingredientes crudos (${formatGrams(profile.weight.grams)}).`}
          </Text>
          <Table.ScrollContainer minWidth={300}>
            <Table striped withTableBorder fz="sm" aria-label="Valores nutricionales de la receta">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Nutriente</Table.Th>
                  <Table.Th ta="right">Por {per}</Table.Th>
                  <Table.Th ta="right">
                    Por porción{servingGrams ? ` (${formatGrams(servingGrams)})` : ''}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ROWS.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row" fw={400}>
                      {row.label}
                    </Table.Th>
                    <Table.Td ta="right">{row.value(profile.per100g)}</Table.Td>
                    <Table.Td ta="right">{row.value(profile.perServing)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Octagons octagons={profile.octagons} undecided={profile.undecided} showDecree />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          Cargá los ingredientes para ver sus valores y sus octógonos.
        </Text>
      )}
      <Switch
        label="Mostrar los octógonos en la página pública de la receta"
        description="«Sin octógonos» también se muestra: es un buen argumento de venta"
        checked={values.showOctagons}
        onChange={(e) => onChange({ showOctagons: e.currentTarget.checked })}
      />
    </Stack>
  );
}
