import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ReviewReport } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { ReportReviewDto } from './dto/admin-catalogue.dto';
import { ReviewsService } from './reviews.service';

/** Signed-in customers report a review to the admins (once each). */
@ApiTags('catalogue')
@ApiBearerAuth()
@Controller('reviews')
export class ReviewReportsController {
  constructor(private readonly reviews: ReviewsService) {}

  @RateLimited()
  @Post(':id/report')
  report(
    @CurrentUser() user: UserEntity,
    @Param('id') id: string,
    @Body() dto: ReportReviewDto,
  ): Promise<ReviewReport> {
    return this.reviews.report(user, id, dto.reason);
  }
}
