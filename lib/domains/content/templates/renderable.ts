import { ne } from 'drizzle-orm';
import { templates } from '@/db/schema';

// Email templates (lib/domains/messaging/mail/templates) are the bodies of the platform's auth mails only: never a page,
// a layout, a partial or a theme file, whatever permalink or title they carry. Every lookup that
// serves or includes a template filters through here.
export const renderableTemplate = () => ne(templates.type, 'email');
