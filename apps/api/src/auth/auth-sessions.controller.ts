import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthSession } from '@phonehub/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AuthErrors } from './auth.errors';
import { AuthSessionsService } from './auth-sessions.service';
import { CurrentSessionId } from './current-session.decorator';
import { UserEntity } from './entities/user.entity';

/** The caller's sign-in sessions (shoppers and the admin alike): list, end one, sign out. */
@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthSessionsController {
  constructor(private readonly sessions: AuthSessionsService) {}

  /** Signs out this device only: the token's session ends, the account's other sessions go on. */
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  logout(@CurrentUser() user: UserEntity, @CurrentSessionId() sessionId: string): Promise<void> {
    return this.sessions.end(user.id, sessionId);
  }

  /** Signs out everywhere: every session of the account ends, this one included. */
  @Post('logout-all')
  @HttpCode(HttpStatus.NO_CONTENT)
  logoutAll(@CurrentUser() user: UserEntity): Promise<void> {
    return this.sessions.endAll(user.id);
  }

  @Get('sessions')
  list(@CurrentUser() user: UserEntity, @CurrentSessionId() sessionId: string): Promise<AuthSession[]> {
    return this.sessions.list(user.id, sessionId);
  }

  /** Ends one of the caller's own sessions (another account's is a 404, like an unknown one). */
  @Delete('sessions/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  end(
    @CurrentUser() user: UserEntity,
    @Param('id', new IdParam(AuthErrors.sessionNotFound)) id: string,
  ): Promise<void> {
    return this.sessions.end(user.id, id);
  }
}
