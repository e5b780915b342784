/**
 * A generated table never makes the page wider than the window: long unbroken values (logins, e-mails,
 * serial numbers) may break anywhere, and a table still too wide scrolls inside its own box.
 */
export const tableFitsPage = {
  '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
  '& td': { overflowWrap: 'anywhere' },
} as const;
