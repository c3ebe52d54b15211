import { defineModule } from '../../app-context.ts';
import { ParentInvitationsRepository } from './parent-invitations.repository.ts';
import { parentInvitationsRoutes } from './parent-invitations.routes.ts';
import { ParentInvitationsService } from './parent-invitations.service.ts';

/** Parent invitations by email and letter, and parents signing up with a child's code (issue 27). */
export const parentInvitationsModule = defineModule({
  name: 'parent-invitations',
  build: (shared, earlier) => ({
    parentInvitations: new ParentInvitationsService(
      new ParentInvitationsRepository(shared.database.db),
      shared.access,
      earlier.auth,
      earlier.emailConfirmations,
      shared.mail,
      shared.contextChanges,
      shared.config,
    ),
  }),
  routes: (scope, own, shared) => parentInvitationsRoutes(scope, own, shared.config),
});
