import { Body, Get, HttpCode, Post } from '@nestjs/common';
import type { ReconciliationRun } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { ReconciliationErrors } from './reconciliation.errors';
import { RunReconciliationDto } from './dto/run-reconciliation.dto';
import { ProviderReconciliation } from './provider-reconciliation.service';

const DEFAULT_WINDOW_MS = 3 * 86_400_000;
const MAX_WINDOW_MS = 93 * 86_400_000;

/** Admin: the latest comparison with the provider, and one now. */
@AdminController('admin/reconciliation')
export class AdminReconciliationController {
  constructor(private readonly reconciliation: ProviderReconciliation) {}

  @Get()
  async latest(): Promise<{ run: ReconciliationRun | null }> {
    return { run: await this.reconciliation.latest() };
  }

  @Post('run')
  @HttpCode(200)
  run(@CurrentUser() admin: UserEntity, @Body() dto: RunReconciliationDto): Promise<ReconciliationRun> {
    const to = dto.to ? new Date(dto.to) : new Date();
    const from = dto.from ? new Date(dto.from) : new Date(to.getTime() - DEFAULT_WINDOW_MS);
    if (from >= to || to.getTime() - from.getTime() > MAX_WINDOW_MS) throw ReconciliationErrors.badWindow();
    return this.reconciliation.run(from, to, admin.id);
  }
}
