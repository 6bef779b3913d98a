export const statusColor = (status: string) => ({ new: 'blue', contacted: 'yellow', won: 'green', lost: 'gray' })[status] ?? 'violet';
