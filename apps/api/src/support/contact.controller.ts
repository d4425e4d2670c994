import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ContactMessageResponse } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import { CurrentUser } from '../common/decorators/current-user.decorator';
import { GuestWrite } from '../common/decorators/guest-write.decorator';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessageDto } from './dto/contact-message.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contacts: ContactMessagesService) {}

  /** Open to anyone; a signed-in sender is remembered (the only one a ticket may be filed under). */
  @GuestWrite()
  @Post()
  submit(
    @Body() dto: ContactMessageDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<ContactMessageResponse> {
    return this.contacts.submit(dto, user ?? null);
  }
}
