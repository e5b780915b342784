/** "Open conversation" on a conversation's record page: the live thread at /conversation/:id. */
import ForumIcon from '@mui/icons-material/Forum';
import { Button, LinkBase, useRecordContext } from 'react-admin';

export default function ConversationThreadButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button label="conversation_page.open" component={LinkBase} to={`/conversation/${record.id}`}>
      <ForumIcon />
    </Button>
  );
}
