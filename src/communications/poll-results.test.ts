import { describe, expect, it } from 'vitest';
import { groupResults } from './poll-results';

describe('a poll results page from the generic lists', () => {
  it('puts the counts and the own answers under their questions, in order', () => {
    const rows = [
      { question: 0, question_text: 'Colour', answer: 0, answer_text: 'Green', count: 2 },
      { question: 0, question_text: 'Colour', answer: 1, answer_text: 'Blue', count: 0 },
    ];
    const responses = [{ answers: [{ question: 0 }, { question: 1, custom: 'A roof' }] }, { answers: [{ question: 1, custom: '' }] }];
    expect(groupResults([{ text: 'Colour' }, { text: 'Anything else?' }], rows, responses)).toEqual([
      { question: 0, text: 'Colour', answers: [{ answer: 0, text: 'Green', count: 2 }, { answer: 1, text: 'Blue', count: 0 }], custom: [] },
      { question: 1, text: 'Anything else?', answers: [], custom: ['A roof'] },
    ]);
  });
});
