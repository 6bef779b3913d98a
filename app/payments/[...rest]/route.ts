// /payments/ is the platform's on every host (docs/behaviours.md#B-platform-paths); until checkout exists it answers the envelope.
export { GET, POST, PUT, PATCH, DELETE } from '../../api/[...rest]/route';
