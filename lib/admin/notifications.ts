'use client';
import { api } from './api';
import { usePage, useResourceMutation } from './crud';

export interface Notification {
  uid: string;
  subject: string;
  text: string;
  minRole: number;
  recipients: number;
  sentBy: string | null;
  createdAt: string;
}
export interface NotificationInput {
  subject: string;
  text: string;
  minRole: number;
}

// Keys: adminKeys.list(site, 'notifications', {page}).
export const useNotifications = (page: number) => usePage<Notification>('notifications', '/notifications', { page, page_size: 20 });

export const useSendNotification = () =>
  useResourceMutation('notifications', async (site, body: NotificationInput) => (await api<{ item: Notification }>('/notifications', { site, method: 'POST', body })).item);
