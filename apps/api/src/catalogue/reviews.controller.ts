import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { UserReview } from '@phonehub/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import type { UserEntity } from '../auth/entities/user.entity';
import { ReviewsService } from './reviews.service';

@ApiTags('catalogue')
@ApiBearerAuth()
@Controller('reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('user')
  mine(@CurrentUser() user: UserEntity): Promise<UserReview[]> {
    return this.reviews.listForUser(user);
  }
}
