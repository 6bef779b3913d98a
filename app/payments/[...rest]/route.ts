// /payments/ is the platform's on every host (CONTRACT 2); until checkout exists it answers the envelope.
export { GET, POST, PUT, PATCH, DELETE } from '../../api/[...rest]/route';
