/**
 * /announces/received/:id: an announcement sent to the signed-in user, read and (a poll) answered inside the
 * console, where its notification leads; the server shows each user only what was sent to them.
 */
import { Card, CardContent } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useAnnounceApi } from './announce-api';
import { AnnounceReading } from './announce-reading';

export default function ReceivedAnnouncePage() {
  const announceApi = useAnnounceApi();
  const { id = '' } = useParams();
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('announce_page.title')} />
      <CardContent>
        <AnnounceReading source={id} load={() => announceApi.received(id)} answer={(answers) => announceApi.answerReceived(id, answers)} />
      </CardContent>
    </Card>
  );
}
