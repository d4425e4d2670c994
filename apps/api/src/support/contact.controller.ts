import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ContactMessageResponse } from '@phonehub/contracts';
import { Public } from '../common/decorators/public.decorator';
import { RateLimited } from '../common/decorators/rate-limited.decorator';
import { ContactMessagesService } from './contact-messages.service';
import { ContactMessageDto } from './dto/contact-message.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contacts: ContactMessagesService) {}

  @Public()
  @RateLimited()
  @Post()
  submit(@Body() dto: ContactMessageDto): Promise<ContactMessageResponse> {
    return this.contacts.submit(dto);
  }
}
