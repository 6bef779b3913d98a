'use client';
import { notifications } from '@mantine/notifications';
import { errorText } from '@/lib/admin/api';

const closeButtonProps = { 'aria-label': 'Close the message' };
export const notifyDone = (message: string) => notifications.show({ color: 'green', message, closeButtonProps });
// The server's own words (the envelope's text), as they are.
export const notifyFailed = (err: unknown, title?: string) => notifications.show({ color: 'red', title, message: errorText(err), autoClose: 8000, closeButtonProps });

// Dialogs' close buttons are icons: they need a name.
export const CLOSE = { 'aria-label': 'Close' };
