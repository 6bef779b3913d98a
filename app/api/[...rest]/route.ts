import { unknownEndpoint } from '@/lib/http/unknown-endpoint';

// Any path under /api/ that no route claims answers the JSON envelope, not Next's HTML page.
export { unknownEndpoint as GET, unknownEndpoint as POST, unknownEndpoint as PUT, unknownEndpoint as PATCH, unknownEndpoint as DELETE };
