import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { replyTitle } from '../lib/conversations';
import { useMessageForm } from '../lib/use-message-form';
import { MessageFields } from './MessageFields';

/** The box under a conversation: the answer goes to the other side, titled 'Re: {last title}'. */
export function ReplyForm({ lastTitle, to }: { lastTitle: string | undefined; to: string }) {
  const { form, saving, onSubmit } = useMessageForm({
    title: lastTitle ? replyTitle(lastTitle) : '',
    to,
    onSent: (sent) => {
      form.setValues({ title: replyTitle(sent.title), message: '' });
      form.resetTouched();
    },
  });
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="reply-title"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h5" id="reply-title">
            Responder
          </Title>
          <MessageFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconSend size={18} aria-hidden />}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
