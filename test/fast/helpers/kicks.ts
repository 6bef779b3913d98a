// How many times an operation asked the outbox to deliver (kickOutbox); the fast tier delivers nothing.
export const KICKS = { count: 0 };
