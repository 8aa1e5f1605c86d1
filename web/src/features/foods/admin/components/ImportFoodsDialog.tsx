import { Alert, Anchor, Button, Code, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconEye, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { MICRONUTRIENT_INFO, MICRONUTRIENTS } from '@contract/food-micros-text';
import { FOOD_FLAG_INFO, FOOD_FLAGS } from '@contract/food-micros';
import { FOOD_GROUPS } from '@contract/foods-text';
import {
  FOOD_CSV_MAX_BYTES,
  FOOD_CSV_MAX_ROWS,
  FOOD_CSV_SHOPPING,
  FOOD_MSG,
  type TFoodImportAnswer,
} from '@contract/foods';
import { formatNumber } from '@contract/money';
import { errorMessage } from '@web/lib/errors';
import { notifySuccess } from '@web/lib/notify';
import { saveFile } from '@web/lib/save-file';
import { useImportFoods } from '../../api/import-foods';
import { EXAMPLE_CSV_NAME, exampleCsvBlob } from '../../lib/example-csv';
import { ImportPreview } from './ImportPreview';
import { Dialog } from '@web/components/dialogs/Dialog';

interface Props {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Importar CSV': her own table in two steps. The preview asks the server to read the
 * file and say, row by row, what it would add, change or refuse, storing nothing; only
 * 'Importar N alimentos' sends it again with confirmar=1.
 */
export function ImportFoodsDialog({ opened, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title="Importar alimentos de un CSV"
      centered
      size="xl"
      fullScreen={phone}
      styles={{ title: { fontWeight: 600 } }}
    >
      {/* Mounted only while open: every opening starts from an empty file and no preview. */}
      {opened && <ImportFoods onClose={onClose} />}
    </Dialog>
  );
}

/** How many rows the confirmation stores: the new ones and the changed ones. */
export const importableCount = (preview: TFoodImportAnswer) =>
  preview.counts.Nuevo + preview.counts.Cambia;

function ImportFoods({ onClose }: { onClose: () => void }) {
  const importing = useImportFoods();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TFoodImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = (next: File | null) => {
    // A preview belongs to the file it was made from.
    setPreview(null);
    setError(next && next.size > FOOD_CSV_MAX_BYTES ? FOOD_MSG.csvTooBig : null);
    setFile(next);
  };

  const run = (confirm: boolean) => {
    if (!file) {
      setError(FOOD_MSG.csvRequired);
      return;
    }
    setConfirming(confirm);
    setError(null);
    importing.mutate(
      { file, confirm },
      {
        onSuccess: (answer) => {
          if (!confirm) {
            setPreview(answer);
            return;
          }
          notifySuccess(answer.message || FOOD_MSG.imported);
          onClose();
        },
        onError: (err) =>
          setError(
            errorMessage(
              err,
              confirm
                ? 'No pudimos importar los alimentos. Probá de nuevo.'
                : 'No pudimos leer el CSV. Probá de nuevo.',
            ),
          ),
      },
    );
  };

  const count = preview ? importableCount(preview) : 0;
  const busy = importing.isPending;

  return (
    <Stack gap="md">
      {!preview && <CsvHelp />}

      <FileInput
        label="Archivo CSV"
        placeholder="Elegí el archivo"
        description={`Hasta 2 MB y ${formatNumber(FOOD_CSV_MAX_ROWS)} filas.`}
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        clearable
        clearButtonProps={{ 'aria-label': 'Quitar el archivo' }}
        value={file}
        onChange={choose}
        disabled={busy}
        error={error && !preview ? error : undefined}
        // Mantine's placeholder here is text, not ::placeholder: gray 5 fails contrast (2:1).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />

      {preview && <ImportPreview preview={preview} />}

      {error && preview && (
        <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
          {error}
        </Alert>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        {preview ? (
          <Button
            onClick={() => run(true)}
            loading={busy && confirming}
            disabled={count === 0 || (busy && !confirming)}
            leftSection={<IconUpload size={18} aria-hidden />}
          >
            {count === 1 ? 'Importar 1 alimento' : `Importar ${formatNumber(count)} alimentos`}
          </Button>
        ) : (
          <Button
            onClick={() => run(false)}
            loading={busy && !confirming}
            disabled={!file || file.size > FOOD_CSV_MAX_BYTES}
            leftSection={<IconEye size={18} aria-hidden />}
          >
            Ver vista previa
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The columns the import reads and how to write them, with an example to start from. */
function CsvHelp() {
  return (
    <Stack gap="xs">
      <Text size="sm">
        La primera fila nombra las columnas (en cualquier orden). Separá con <Code>;</Code> o{' '}
        <Code>,</Code>, y usá coma o punto decimal. Los alimentos con el mismo nombre que uno de la
        tabla cambian sus valores; nada se guarda hasta que confirmes la vista previa.
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>
          <Code>nombre</Code> y <Code>grupo</Code>: el grupo es uno de {FOOD_GROUPS.join(', ')}.
        </List.Item>
        <List.Item>
          <Code>kcal</Code>, <Code>proteinas</Code>, <Code>carbohidratos</Code>, <Code>grasas</Code>
          , <Code>fibra</Code>: cada 100 g.
        </List.Item>
        <List.Item>
          <Code>medidas</Code> (opcional): nombre=gramos separadas por |, por ejemplo{' '}
          <Code>1 taza=160|1 cucharada=15</Code>.
        </List.Item>
        <List.Item>
          <Code>fuente</Code> (opcional): de dónde salen los valores.
        </List.Item>
        <List.Item>
          <Code>sinonimos</Code> (opcional): otros nombres con los que lo buscás, separados por |,
          por ejemplo <Code>calabaza|zapallo japonés</Code>.
        </List.Item>
        <List.Item>
          <Code>rendimiento</Code> (opcional): para la lista de compras, gramos de crudo por gramo
          cocido (por ejemplo <Code>0,36</Code> para el arroz), y <Code>fuente rendimiento</Code>:
          de dónde sale.
        </List.Item>
        <List.Item>
          <Code>compras</Code> (opcional): <Code>{FOOD_CSV_SHOPPING.normal}</Code>,{' '}
          <Code>{FOOD_CSV_SHOPPING.dry}</Code> (una infusión: se compra el producto seco) o{' '}
          <Code>{FOOD_CSV_SHOPPING.skip}</Code>. Para {FOOD_CSV_SHOPPING.dry},{' '}
          <Code>seco por litro</Code> (gramos, por ejemplo <Code>50</Code> de yerba) y{' '}
          <Code>producto seco</Code> (por ejemplo <Code>Yerba mate</Code>).
        </List.Item>
        <List.Item>
          {MICRONUTRIENTS.map((m, i) => (
            <Fragment key={m}>
              {i > 0 && ', '}
              <Code>{MICRONUTRIENT_INFO[m].column}</Code> ({MICRONUTRIENT_INFO[m].unit})
            </Fragment>
          ))}{' '}
          (opcionales): cada 100 g, sin punto de miles (<Code>1200</Code>, no <Code>1.200</Code>);
          vacío si no lo sabés.
        </List.Item>
        <List.Item>
          {FOOD_FLAGS.map((f, i) => (
            <Fragment key={f}>
              {i > 0 && ', '}
              <Code>{FOOD_FLAG_INFO[f].column}</Code>
            </Fragment>
          ))}{' '}
          (opcionales): las marcas de «Más nutrientes» del formulario, con <Code>sí</Code> o{' '}
          <Code>no</Code>; vacío es no.
        </List.Item>
      </List>
      <Text size="sm">
        Si el archivo no trae una columna opcional, los alimentos que ya están en la tabla conservan
        ese dato; si la trae con la celda vacía, el dato se borra (en <Code>compras</Code>, vuelve a{' '}
        {FOOD_CSV_SHOPPING.normal}).
      </Text>
      <div>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => saveFile(exampleCsvBlob(), EXAMPLE_CSV_NAME)}
        >
          Descargar un CSV de ejemplo
        </Anchor>
      </div>
    </Stack>
  );
}
