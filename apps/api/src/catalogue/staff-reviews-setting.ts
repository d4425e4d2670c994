import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service';
import { CatalogueChanges } from './catalogue-changes';

/**
 * Whether staff reviews count in ratings, as every listing and product page shows them, kept in
 * memory while catalogue changes are heard: a change of the setting is announced on the catalogue's
 * channel (migration 1767840000000), so it is read again after the admin's switch, on every
 * instance, and the catalogue's reads cost no extra round trip.
 */
@Injectable()
export class StaffReviewsSetting implements OnModuleDestroy {
  private known?: Promise<boolean>;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly settings: SettingsService,
    private readonly changes: CatalogueChanges,
  ) {
    this.unsubscribe = changes.onChange(() => {
      this.known = undefined;
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  async countStaffReviews(): Promise<boolean> {
    if (this.known && (this.changes.current || (await this.changes.settled()))) {
      const known = this.known;
      if (known) return known;
    }
    const version = this.changes.version;
    const reading = this.settings.countStaffReviews();
    // Kept only when changes are being heard and none was heard while it was read.
    if (this.changes.listening) {
      this.known = reading;
      reading.then(
        () => {
          if (this.changes.version !== version && this.known === reading) this.known = undefined;
        },
        () => {
          if (this.known === reading) this.known = undefined;
        },
      );
    }
    return reading;
  }
}
