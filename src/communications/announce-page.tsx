/** /announce/:token (000 §2.3): what a recipient's link opens, without signing in. */
import { useParams } from 'react-router-dom';
import { AccountCard } from '../account/account-card';
import { useAnnounceApi } from './announce-api';
import { AnnounceReading } from './announce-reading';

export default function AnnouncePage() {
  const announceApi = useAnnounceApi();
  const { token = '' } = useParams();
  return (
    <AccountCard title="announce_page.title" footer={false}>
      <AnnounceReading source={token} load={() => announceApi.byToken(token)} answer={(answers) => announceApi.answer(token, answers)} />
    </AccountCard>
  );
}
