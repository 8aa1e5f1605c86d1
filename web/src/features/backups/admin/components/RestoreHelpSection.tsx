import { List, Stack, Text } from '@mantine/core';
import { BACKUP_KEY_MSG } from '@contract/backups';
import { SectionCard } from '@web/components/SectionCard';

/**
 * How a copy is restored, in plain words: she may never do it herself, but she should
 * know it exists, that it needs the copies' key, and what to ask of whoever runs the server. The steps, with their
 * commands, are the README's ('Copias de seguridad'): the page shows no command or path.
 */
export function RestoreHelpSection() {
  return (
    <SectionCard title="Cómo se restaura una copia">
      <Stack gap="sm">
        <Text size="sm">
          Cada copia es un solo archivo cifrado con la base de datos, las fotos y los documentos, y
          la lista de lo que tiene para comprobar que esté completo. La restaura quien administra el
          servidor:
        </Text>
        <List type="ordered" size="sm" spacing={6}>
          <List.Item>
            Con la aplicación detenida, elige dónde va a quedar: un lugar vacío, sin datos de antes.
          </List.Item>
          <List.Item>
            Le indica a la aplicación el archivo de la copia (uno de estos, o el que descargaste) y
            {` ${BACKUP_KEY_MSG.restoreKey}`} Antes de escribir nada comprueba que el archivo esté
            entero.
          </List.Item>
          <List.Item>
            Vuelve a iniciar la aplicación: queda con los datos y los archivos del momento de la
            copia.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Nunca escribe sobre datos que ya existen: si el destino no está vacío, no hace nada.{' '}
          {BACKUP_KEY_MSG.restoreResume} Los pasos están en el README, en «Copias de seguridad».
        </Text>
      </Stack>
    </SectionCard>
  );
}
