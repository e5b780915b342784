/**
 * Labels that read the same in every language (model names, protocol acronyms, numbers), spread into
 * each language's resources, so the locales test finds a label for every enum value.
 */
export const deviceModels = { AA12: 'AA12', AA07: 'AA07', AA08: 'AA08', AA09: 'AA09', AC03: 'AC03', LC02: 'LC02', IPC1: 'IPC1', BR01: 'BR01', MN05: 'MN05' };

export const sipTransports = { UDP: 'UDP', TCP: 'TCP', TLS: 'TLS' };

export const rtpProfiles = { AVP: 'AVP', SAVP: 'SAVP' };

export const faceRecognitionModes = { '2D': '2D', '3D': '3D' };

/** Days of the month, 1 to 31. */
export const monthDays: Record<number, string> = Object.fromEntries(Array.from({ length: 31 }, (_, index) => [index + 1, String(index + 1)]));
