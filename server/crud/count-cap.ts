/**
 * Counting stops here: a list of a million events says "more than 10,000" (`pagination.total_exact: false`)
 * rather than counting every row to show 25 of them. Counting up to the cap reads at most 10,001 index
 * entries, about a millisecond. (Its own module: the bench's hand-written baseline counts the same way.)
 */
export const COUNT_CAP = 10_000;
