import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

const SESSION_ID = Symbol('phonehub:auth-session-id');

/** A request the JWT strategy accepted: it notes the token's session there. */
export type SessionRequest = object & { [SESSION_ID]?: string };

export function setCurrentSessionId(request: SessionRequest, sessionId: string): void {
  request[SESSION_ID] = sessionId;
}

/** The id of the session whose token signed the request (routes that need a signed-in user only). */
export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const sessionId = context.switchToHttp().getRequest<SessionRequest>()[SESSION_ID];
  if (!sessionId) throw new Error('CurrentSessionId on a route without a signed-in user');
  return sessionId;
});
