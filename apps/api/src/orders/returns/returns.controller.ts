import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminOrderReturn, OrderReturn, Paged } from '@phonehub/contracts';
import type { UserEntity } from '../../auth/entities/user.entity';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { IdParam } from '../../common/validation/id-param.pipe';
import { AdminReturnsQueryDto } from './dto/admin-returns-query.dto';
import { CreateReturnDto } from './dto/create-return.dto';
import { UpdateReturnDto } from './dto/update-return.dto';
import { ReturnsQueryService } from './returns-query.service';
import { ReturnsService } from './returns.service';
import { OrderErrors } from '../orders.errors';
import { ReturnErrors } from './returns.errors';
import { AdminController } from '../../common/decorators/admin-controller.decorator';

@ApiTags('orders')
@ApiBearerAuth()
@Controller('orders')
export class ReturnsController {
  constructor(private readonly returns: ReturnsService) {}

  /** The order's owner, within 30 days of delivery; anyone else's or an unknown order is 404. */
  @Post(':id/return')
  request(
    @CurrentUser() user: UserEntity,
    @Param('id', new IdParam(() => OrderErrors.notFound())) id: string,
    @Body() dto: CreateReturnDto,
  ): Promise<OrderReturn> {
    return this.returns.request(user, id, dto);
  }
}

@AdminController('admin/returns')
export class AdminReturnsController {
  constructor(
    private readonly returns: ReturnsService,
    private readonly query: ReturnsQueryService,
  ) {}

  @Get()
  list(@Query() query: AdminReturnsQueryDto): Promise<Paged<AdminOrderReturn>> {
    return this.query.list(query);
  }

  @Put(':id')
  update(
    @CurrentUser() admin: UserEntity,
    @Param('id', new IdParam(() => ReturnErrors.notFound())) id: string,
    @Body() dto: UpdateReturnDto,
  ): Promise<AdminOrderReturn> {
    return this.returns.update(id, dto, admin.id);
  }
}
