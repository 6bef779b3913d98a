// The outbox handlers, registered by importing their modules: the worker (and a serverless drain)
// imports this file, so every kind it may claim has its handler in the process.
import '@/lib/mail/handler';
import '@/lib/webhooks/handler';
