/**
 * The web phone's recent calls (001 §7: page 1 of 50): the calls from, to or answered by the user's number,
 * and those that rang the user without being theirs (an apartment's call, answered by a flatmate or by nobody).
 */
export function recentCallsQuery(ownNumber: string, userId: number | undefined) {
  const items: { field: string; rule: string; value: string | number }[] = [
    { field: 'from_number', rule: 'equals', value: ownNumber },
    { field: 'to_number', rule: 'equals', value: ownNumber },
    { field: 'answered_by', rule: 'equals', value: ownNumber },
  ];
  if (userId !== undefined) items.push({ field: 'rung_user_ids', rule: 'has', value: userId });
  return { page: 1, size: 50, sort: '-started_at', filters: JSON.stringify({ matching: 'match_any', items }) };
}
