/** The live thread of a conversation (/conversation/:id), en. */
export const conversationPage = {
  title: 'Conversation',
  open: 'Open conversation',
  write: 'Write a message',
  send: 'Send',
  none: 'No messages yet.',
};
