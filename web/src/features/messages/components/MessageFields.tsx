import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MESSAGE_LIMITS } from '@contract/messages';
import { formatNumber } from '@contract/money';
import type { MessageValues } from '../lib/use-message-form';

/** Título and Mensaje, with how much of the message's room is used. */
export function MessageFields({ form }: { form: UseFormReturnType<MessageValues> }) {
  const used = form.getValues().message.length;
  return (
    <>
      <TextInput
        label="Título"
        required
        maxLength={MESSAGE_LIMITS.title}
        {...form.getInputProps('title')}
      />
      <Textarea
        label="Mensaje"
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={MESSAGE_LIMITS.message}
        description={`${formatNumber(used)} de ${formatNumber(MESSAGE_LIMITS.message)} caracteres`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('message')}
      />
    </>
  );
}
