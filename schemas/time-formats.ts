/** The profile's time formats (schemas/user.ts `time_format`), in their own module so the console's generic date formatter can read them. */
export const TIME_FORMATS = ['YYYY-MM-DD HH:NN:SS', 'DD.MM.YYYY HH:NN:SS', 'MM/DD/YYYY HH:NN:SS'] as const;
