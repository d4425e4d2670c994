import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AdminPartnerApplication, Paged, PartnerApplication } from '@phonehub/contracts';
import { PARTNER_MESSAGES, partnerApplicationMachine } from '@phonehub/domain';
import { In, Repository } from 'typeorm';
import type { UserEntity } from '../auth/entities/user.entity';
import { UsersService } from '../auth/users.service';
import { AuditService } from '../audit/audit.service';
import { JobQueue } from '../jobs/job-queue.service';
import { pageOf, parseSort } from '../common/paging/paged';
import { whereAnyContains } from '../common/sql/like-pattern';
import { appConfig, type AppConfig } from '../config/app.config';
import { isUniqueViolation } from '../database/postgres-errors';
import { StatusChanges } from '../status-history/status-changes.service';
import type {
  AdminPartnerApplicationsQueryDto,
  PartnerApplicationSort,
} from './dto/admin-partner-applications-query.dto';
import type { ApplyPartnerDto } from './dto/apply-partner.dto';
import type { ReviewPartnerApplicationDto } from './dto/review-partner-application.dto';
import { PartnerApplicationEntity } from './entities/partner-application.entity';
import { PartnerApplicationDecidedEvent } from './events/partner-application-decided.event';
import { toAdminPartnerApplication, toPartnerApplication } from './partner-application.mapper';
import { PartnerErrors } from './partners.errors';
import { SellerProfilesService } from './seller-profiles.service';

/** Pending or approved: a user may hold one at a time (the partial unique index below). */
const OPEN_STATUSES = ['pending', 'approved'] as const;
const OPEN_INDEX = 'uq_partner_applications_user_open';
const SORT_COLUMNS: Record<PartnerApplicationSort, string> = {
  application_date: 'a.created_at',
  company_name: 'a.company_name',
};

@Injectable()
export class PartnerApplicationsService {
  constructor(
    @InjectRepository(PartnerApplicationEntity)
    private readonly applications: Repository<PartnerApplicationEntity>,
    private readonly users: UsersService,
    private readonly sellers: SellerProfilesService,
    private readonly jobs: JobQueue,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    private readonly audit: AuditService,
    private readonly statusChanges: StatusChanges,
  ) {}

  /**
   * Files the user's application. A second one while one is pending or approved is 409 'already
   * exists'; the partial unique index decides between two sent at the same moment. A rejected
   * applicant may apply again.
   */
  async apply(user: UserEntity, dto: ApplyPartnerDto): Promise<PartnerApplication> {
    if (!user.emailVerifiedAt) throw PartnerErrors.emailNotVerified();
    const open = await this.applications.exists({
      where: { userId: user.id, status: In([...OPEN_STATUSES]) },
    });
    if (open) throw PartnerErrors.applicationExists();
    if (user.isSeller) throw PartnerErrors.alreadySeller();
    try {
      const saved = await this.applications.save(
        this.applications.create({
          userId: user.id,
          status: 'pending',
          companyName: dto.company_name,
          contactName: dto.contact_name,
          email: dto.email,
          phone: dto.phone ?? null,
          businessType: dto.business_type ?? null,
          website: dto.website ?? null,
          description: dto.description ?? null,
          experience: dto.experience ?? null,
          monthlyVolume: dto.monthly_volume ?? null,
          reviewerNotes: null,
          reviewedAt: null,
        }),
      );
      return toPartnerApplication(saved);
    } catch (error) {
      if (isUniqueViolation(error, OPEN_INDEX)) throw PartnerErrors.applicationExists();
      throw error;
    }
  }

  /** The user's latest application; 404 when they never applied. */
  async findMine(user: UserEntity): Promise<PartnerApplication> {
    const row = await this.applications.findOne({
      where: { userId: user.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    if (!row) throw PartnerErrors.applicationNotFound(PARTNER_MESSAGES.noApplication);
    return toPartnerApplication(row);
  }

  /** One page (admin), paged in SQL; search matches either email or the company name. */
  async adminList(query: AdminPartnerApplicationsQueryDto): Promise<Paged<AdminPartnerApplication>> {
    const { field, direction } = parseSort<PartnerApplicationSort>(query.sort, '-application_date');
    const builder = this.applications
      .createQueryBuilder('a')
      .innerJoinAndSelect('a.user', 'u')
      .orderBy(SORT_COLUMNS[field], direction)
      .addOrderBy('a.id', direction);
    if (query.status) builder.andWhere('a.status = :status', { status: query.status });
    whereAnyContains(builder, query.search, ['a.email', 'u.email::text', 'a.company_name']);
    return pageOf(builder, query, toAdminPartnerApplication);
  }

  /**
   * Decides a pending application (409 INVALID_TRANSITION once decided), under its row lock.
   * Approval makes the applicant a seller and keeps the company and contact names on a seller
   * profile, in the same transaction; either decision is mailed once it has committed.
   */
  async review(
    id: string,
    dto: ReviewPartnerApplicationDto,
    actorId: string | null = null,
  ): Promise<AdminPartnerApplication> {
    return this.applications.manager.transaction(async (manager) => {
      const applications = manager.getRepository(PartnerApplicationEntity);
      const row = await applications.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw PartnerErrors.applicationNotFound();
      const before = { status: row.status, reviewer_notes: row.reviewerNotes, user_id: row.userId };
      const change = await this.statusChanges.transition(
        manager,
        partnerApplicationMachine,
        'application',
        row,
        dto.status,
        { actor: { kind: 'admin', id: actorId } },
      );
      row.reviewerNotes = dto.reviewer_notes ?? null;
      row.reviewedAt = change.at;
      await applications.save(row);
      await this.audit.record(
        {
          actorId,
          action: 'partner_application.review',
          entityType: 'partner_application',
          entityId: id,
          before,
          after: { status: row.status, reviewer_notes: row.reviewerNotes, user_id: row.userId },
        },
        manager,
      );
      if (dto.status === 'approved') {
        await this.users.grantSeller(manager, row.userId);
        await this.sellers.save(manager, {
          userId: row.userId,
          companyName: row.companyName,
          contactName: row.contactName,
        });
      }
      // The applicant as they are now (the row lock takes no join).
      const saved = await applications.findOneOrFail({ where: { id }, relations: { user: true } });
      const event = this.decided(saved, dto.status);
      await this.jobs.publish(manager, event);
      return toAdminPartnerApplication(saved);
    });
  }

  private decided(
    row: PartnerApplicationEntity,
    status: 'approved' | 'rejected',
  ): PartnerApplicationDecidedEvent {
    const user = row.user as UserEntity;
    return new PartnerApplicationDecidedEvent(
      row.id,
      user.email,
      user.firstName,
      row.companyName,
      status,
      row.reviewerNotes,
      `${this.app.publicUrl}${status === 'approved' ? '/seller' : '/partner-program'}`,
    );
  }
}
