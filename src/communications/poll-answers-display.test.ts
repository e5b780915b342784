import { describe, expect, it } from 'vitest';
import { answerLines } from './poll-answers-display';

describe('answerLines', () => {
  it('says a recipient\'s answers in the poll\'s words, one line per question, the own answer last', () => {
    const questions = [{ text: 'Paint the hall?', answers: ['Yes', 'No'] }, { text: 'Which colour?', answers: ['Green', 'Blue', 'Grey'] }];
    expect(answerLines([{ question: 0, choices: [0] }, { question: 1, choices: [0, 2], custom: 'Sand' }], questions)).toEqual(['Paint the hall?: Yes', 'Which colour?: Green, Grey, Sand']);
    // A question the poll no longer has keeps the own answer only.
    expect(answerLines([{ question: 5, choices: [1], custom: 'Later' }], questions)).toEqual(['Later']);
  });
});
