import { defineModule } from '../../app-context.ts';
import { InvitationsRepository } from './invitations.repository.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { InvitationsService } from './invitations.service.ts';

/** Invitations, and students joining a class by its code. */
export const invitationsModule = defineModule({
  name: 'invitations',
  build: (shared, earlier) => ({
    invitations: new InvitationsService(
      new InvitationsRepository(shared.database.db),
      earlier.auth,
      shared.membership,
      shared.access,
      shared.mail,
      shared.contextChanges,
      shared.config,
      earlier.parentInvitations,
    ),
  }),
  routes: (scope, own, shared) => invitationsRoutes(scope, own, shared.config),
});
