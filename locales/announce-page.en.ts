/** The recipient's page of an announcement (/announce/:token, public) and the poll results page (en). */
export const announcePage = {
  title: 'Announcement',
  submit: 'Send my answers',
  thanks: 'Thank you, your answers are saved.',
  answered: 'You answered on %{date}.',
  closed: 'This poll takes no more answers.',
  own_answer: 'Your own answer',
  results: {
    title: 'Info and polls',
    poll: 'Poll',
    none: 'There are no polls yet.',
    answered: '%{answered} of %{recipients} recipients answered',
    votes: 'Answers',
    own_answers: 'Own answers',
    no_own_answers: 'No own answers yet.',
  },
};
