import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Paged, UserReview } from '@phonehub/contracts';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { PageQueryDto } from '../common/paging/page-query.dto';
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

  /** The user's own reviews a page at a time, newest first. */
  @Get('mine')
  minePaged(@CurrentUser() user: UserEntity, @Query() query: PageQueryDto): Promise<Paged<UserReview>> {
    return this.reviews.pageForUser(user, query);
  }
}
