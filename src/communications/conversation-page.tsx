/**
 * /conversation/:id (000 §2.2): a conversation as a live thread. The messages follow the live channel (a new
 * one from the other participant appears without a reload); a message is sent with Enter or the button.
 */
import SendIcon from '@mui/icons-material/Send';
import { Box, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useCreate, useGetIdentity, useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { entityTopic } from '../live/live-provider';
import { useTopic } from '../live/live-context';

interface Message {
  id: number;
  text: string;
  created_at: string;
  created_by: number | null;
  author?: { id: number; name?: string };
}

function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  const settings = useDateTimeSettings();
  return (
    <Box data-testid="message" sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '75%', bgcolor: mine ? 'primary.main' : 'grey.100', color: mine ? 'primary.contrastText' : 'text.primary', borderRadius: 2, px: 1.5, py: 1 }}>
      <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
        {message.author?.name ?? ''} · {formatDateTime(message.created_at, settings, { seconds: false })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
    </Box>
  );
}

export default function ConversationPage() {
  const id = Number(useParams().id);
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const { data: conversation } = useGetOne('conversations', { id });
  const messages = useGetList<Message>('conversations/messages', { filter: { conversation_id: id }, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 500 }, meta: { with: ['author'] } });
  const [create, { isPending }] = useCreate();
  const [text, setText] = useState('');
  // Any change to messages this user may see: fetch the thread again (a few rows).
  useTopic(entityTopic('conversations/messages'), () => void messages.refetch());

  const send = () => {
    if (!text.trim()) return;
    create('conversations/messages', { data: { conversation_id: id, text } }, {
      onSuccess: () => {
        setText('');
        void messages.refetch();
      },
      onError: (error) => notify((error as Error).message, { type: 'error' }),
    });
  };

  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <Title title={conversation?.subject ?? translate('conversation_page.title')} />
      <CardContent>
        <Stack spacing={1} role="log" aria-label={translate('conversation_page.title')} sx={{ mb: 2 }}>
          {messages.data?.length === 0 && <Typography color="text.secondary">{translate('conversation_page.none')}</Typography>}
          {messages.data?.map((message) => <Bubble key={message.id} message={message} mine={message.created_by === identity?.id} />)}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
          <TextField
            label={translate('conversation_page.write')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send();
              }
            }}
            multiline
            maxRows={6}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <IconButton color="primary" aria-label={translate('conversation_page.send')} onClick={send} disabled={isPending || !text.trim()}>
            <SendIcon />
          </IconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
