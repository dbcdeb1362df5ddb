import { format } from 'date-fns';

/** "11 Dec 2026, 9:30 am": a one-day link needs the hour, so every link shows it. */
export const expiryText = (at: number): string => format(at, 'd MMM yyyy, h:mm aaa');
