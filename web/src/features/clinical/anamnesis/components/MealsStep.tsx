import { Group, Paper, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { MEALS } from '@contract/clinical';
import { MEAL_HINTS, MEAL_LABELS, MEAL_PART_TEXTS } from '../lib/labels';
import classes from './AnamnesisForm.module.css';
import { INPUT_SIZE, type FieldProps } from './field-props';

/** Each meal (spec §3, extended form): where, when and what; none of it is required. */
export function MealsStep({ field }: { field: FieldProps }) {
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        Contanos cómo es un día normal. Completá lo que quieras: nada de este paso es obligatorio.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        {MEALS.map((meal) => {
          const titleId = `meal-${meal}`;
          const hint = MEAL_HINTS[meal];
          return (
            <Paper
              key={meal}
              component="fieldset"
              withBorder
              radius="md"
              m={0}
              className={classes.card}
              aria-labelledby={titleId}
              style={{ minWidth: 0 }}
            >
              <Title order={3} size="h5" id={titleId}>
                {MEAL_LABELS[meal]}
              </Title>
              {hint && (
                <Text size="xs" c="dimmed">
                  {hint}
                </Text>
              )}
              <Group
                grow
                preventGrowOverflow={false}
                gap="sm"
                mt="sm"
                align="flex-start"
                wrap="nowrap"
              >
                <TextInput
                  {...MEAL_PART_TEXTS.lugar}
                  size={INPUT_SIZE}
                  maxLength={200}
                  {...field(`${meal}_lugar`)}
                />
                <TextInput
                  {...MEAL_PART_TEXTS.hora}
                  size={INPUT_SIZE}
                  maxLength={200}
                  {...field(`${meal}_hora`)}
                />
              </Group>
              <Textarea
                {...MEAL_PART_TEXTS.preparaciones}
                size={INPUT_SIZE}
                mt="sm"
                autosize
                minRows={2}
                maxRows={6}
                maxLength={200}
                {...field(`${meal}_preparaciones`)}
              />
            </Paper>
          );
        })}
      </SimpleGrid>
    </>
  );
}
