'use client';
import type { z } from 'zod';
import type { NotificationView, SendNotificationBody, SentNotificationView } from '@/lib/notifications/schemas';
import { api } from './api';
import { usePage, useResourceMutation } from './crud';

export type Notification = z.infer<typeof NotificationView>;
export type NotificationInput = z.input<typeof SendNotificationBody>;
export type SentNotification = z.infer<typeof SentNotificationView>;

// Keys: adminKeys.list(site, 'notifications', {page}).
export const useNotifications = (page: number) => usePage<Notification>('notifications', '/notifications', { page, page_size: 20 });

export const useSendNotification = () =>
  useResourceMutation('notifications', async (site, body: NotificationInput) => (await api<{ item: SentNotification }>('/notifications', { site, method: 'POST', body })).item);
