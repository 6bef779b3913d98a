'use client';
import { notifications } from '@mantine/notifications';
import { errorText } from '@/lib/admin/api';

export const notifyDone = (message: string) => notifications.show({ color: 'green', message });
// The server's own words (the envelope's text), as they are.
export const notifyFailed = (err: unknown, title?: string) => notifications.show({ color: 'red', title, message: errorText(err), autoClose: 8000 });
