import { Body, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import type { AdminReview, Paged } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { AdminController } from '../common/decorators/admin-controller.decorator';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { IdParam } from '../common/validation/id-param.pipe';
import { AdminReviewsService } from './admin-reviews.service';
import { CatalogueErrors } from './catalogue.errors';
import { AdminReviewsQueryDto, ReviewHiddenDto, StaffReviewDto } from './dto/admin-catalogue.dto';

const reviewId = new IdParam(CatalogueErrors.reviewNotFound);

@AdminController('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  list(@Query() query: AdminReviewsQueryDto): Promise<Paged<AdminReview>> {
    return this.reviews.list(query);
  }

  @Post('staff')
  createStaff(@CurrentUser() admin: UserEntity, @Body() dto: StaffReviewDto): Promise<AdminReview> {
    return this.reviews.createStaff(admin.id, dto);
  }

  /** The spec's path: it records the same staff review (labelled, never a customer's). */
  @Post('fake')
  createFake(@CurrentUser() admin: UserEntity, @Body() dto: StaffReviewDto): Promise<AdminReview> {
    return this.reviews.createStaff(admin.id, dto);
  }

  @Put(':id/hidden')
  setHidden(
    @CurrentUser() admin: UserEntity,
    @Param('id', reviewId) id: string,
    @Body() dto: ReviewHiddenDto,
  ): Promise<AdminReview> {
    return this.reviews.setHidden(admin.id, id, dto.hidden);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() admin: UserEntity, @Param('id', reviewId) id: string): Promise<void> {
    return this.reviews.remove(admin.id, id);
  }
}
