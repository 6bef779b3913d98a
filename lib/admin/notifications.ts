'use client';
import type { z } from 'zod';
import { notifications } from '@/lib/domains/messaging/notifications/api';
import type { SendNotificationBody } from '@/lib/domains/messaging/notifications/schemas';
import { call } from './call';
import { useListOf, useResourceMutation } from './crud';

export type NotificationInput = z.input<typeof SendNotificationBody>;

// Keys: adminKeys.list(site, 'notifications', {query, path}).
export const useNotifications = (page: number) => useListOf('notifications', notifications.list, { query: { page, page_size: 20 } });

export const useSendNotification = () => useResourceMutation('notifications', async (site, body: NotificationInput) => (await call(notifications.send, { site, body })).item);
