import { Code, List, Stack, Text } from '@mantine/core';
import { SectionCard } from '@web/components/SectionCard';

/**
 * How a copy is restored, in plain words: she may never do it herself, but she should
 * know it exists and what to ask of whoever runs the server.
 */
export function RestoreHelpSection() {
  return (
    <SectionCard title="Cómo se restaura una copia">
      <Stack gap="sm">
        <Text size="sm">
          Cada copia es un solo archivo con la base de datos, las fotos y los documentos, y la lista
          de lo que tiene para comprobar que esté completo. La restaura quien administra el
          servidor:
        </Text>
        <List type="ordered" size="sm" spacing={6}>
          <List.Item>
            Con la aplicación detenida, elegí dónde va a quedar: una carpeta de datos vacía o una
            base de datos PostgreSQL vacía.
          </List.Item>
          <List.Item>
            Ejecutá <Code>npm run restore ARCHIVO</Code>, con el nombre del archivo de la copia.
            Antes de escribir nada comprueba que el archivo esté entero.
          </List.Item>
          <List.Item>
            Iniciá la aplicación con <Code>npm start</Code>: vuelve con los datos y los archivos del
            momento de la copia.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Nunca escribe sobre datos que ya existen: si la carpeta o la base no están vacías, no hace
          nada. Los detalles están en el README, en «Copias de seguridad».
        </Text>
      </Stack>
    </SectionCard>
  );
}
