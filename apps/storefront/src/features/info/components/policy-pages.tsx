import {
  CLAIMS,
  CONTACT_DETAILS,
  formatCents,
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_METHODS,
} from '@phonehub/domain';
import { Link } from 'react-router-dom';
import { InfoPage, InfoSection } from '../../../components/info-page';

// The policies state only the one set of claims (ARCHITECTURE.md point 6): every figure below comes
// from the domain lib, the same figures the cart and checkout charge and the product pages promise.

const UPDATED = 'Last updated November 2026';
const standard = SHIPPING_METHODS.standard;
const express = SHIPPING_METHODS.express;

function ContactLine() {
  return (
    <p>
      Questions? E-mail <a href={`mailto:${CONTACT_DETAILS.supportEmail}`}>{CONTACT_DETAILS.supportEmail}</a>{' '}
      or visit the <Link to="/help">Help Center</Link>. We reply within {CLAIMS.contactReplyHours} hours.
    </p>
  );
}

export function WarrantyPage() {
  return (
    <InfoPage
      path="/warranty"
      title="Warranty"
      lead={`Every device we sell comes with a ${CLAIMS.warrantyMonths}-month warranty, included in the price.`}
      note={UPDATED}
    >
      <InfoSection title="What is covered">
        <p>
          For {CLAIMS.warrantyMonths} months from delivery ({CLAIMS.premiumWarrantyMonths} months on premium
          devices), we cover defects in materials and workmanship that appear in normal use, including:
        </p>
        <ul>
          <li>screens, buttons, speakers, microphones, cameras and ports that stop working;</li>
          <li>a battery that holds less than {CLAIMS.batteryRetentionPercent}% of its original capacity;</li>
          <li>faults in charging, connectivity or sensors.</li>
        </ul>
      </InfoSection>
      <InfoSection title="What is not covered">
        <ul>
          <li>accidental damage such as drops, cracked screens or liquid damage;</li>
          <li>repairs or modifications made by anyone other than PhoneHub;</li>
          <li>normal wear consistent with the device&apos;s condition grade, and lost or stolen devices.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How to make a claim">
        <p>
          Contact our support team with your order number and a description of the fault. We send you a
          prepaid label, and repair or replace the device within {CLAIMS.warrantyRepairBusinessDays} business
          days of receiving it. If we can do neither, we refund the price you paid.
        </p>
      </InfoSection>
      <InfoSection title="Extended warranty">
        <p>
          You can extend the cover up to {CLAIMS.extendedWarrantyMonths} months at checkout or within{' '}
          {CLAIMS.returnDays} days of purchase.
        </p>
      </InfoSection>
      <InfoSection title="Marketplace sellers">
        <p>
          Devices sold by marketplace sellers carry the seller&apos;s own warranty, shown on the product page
          before you buy.
        </p>
      </InfoSection>
      <ContactLine />
    </InfoPage>
  );
}

export function ReturnsPage() {
  return (
    <InfoPage
      path="/returns"
      title="Returns"
      lead={`Changed your mind? Return any device within ${CLAIMS.returnDays} days of delivery and get its price back.`}
      note={UPDATED}
    >
      <InfoSection title={`${CLAIMS.returnDays}-day returns`}>
        <p>
          You may return a device for any reason within {CLAIMS.returnDays} days of its delivery. Please
          include everything that came in the box, and remove your accounts (such as Find My or Google
          account) and any passcode.
        </p>
      </InfoSection>
      <InfoSection title="How to start a return">
        <ul>
          <li>
            Sign in and open the order in <Link to="/orders">My Orders</Link>.
          </li>
          <li>Choose Return items, pick what you are sending back and tell us why.</li>
          <li>Once we approve the return, send the device back with the instructions we e-mail you.</li>
        </ul>
      </InfoSection>
      <InfoSection title="Refunds">
        <p>
          We inspect returned devices and process the refund to your original payment method within{' '}
          {CLAIMS.refundBusinessDays} business days of receiving them. Your bank may take another{' '}
          {CLAIMS.refundBusinessDays} days to show it. Shipping costs are not refunded.
        </p>
      </InfoSection>
      <InfoSection title="Marketplace sellers">
        <p>
          Devices sold by marketplace sellers follow the seller&apos;s return window, shown on the product
          page (never less than {CLAIMS.returnDays} days).
        </p>
      </InfoSection>
      <InfoSection title="Shipping">
        <p>
          Standard shipping takes {standard.days} and is free on orders of{' '}
          {formatCents(FREE_SHIPPING_THRESHOLD_CENTS)} or more ({formatCents(standard.priceCents)} below
          that). Express shipping takes {express.days} and costs {formatCents(express.priceCents)}. We ship to{' '}
          {CONTACT_DETAILS.shipsTo}.
        </p>
      </InfoSection>
      <ContactLine />
    </InfoPage>
  );
}

export function PrivacyPage() {
  return (
    <InfoPage
      path="/privacy"
      title="Privacy Policy"
      lead="What we collect, why, and the choices you have."
      note={UPDATED}
    >
      <InfoSection title="What we collect">
        <ul>
          <li>Account details: your name, e-mail address, phone number and, if you add it, your address.</li>
          <li>
            Orders and trade-ins: what you buy or sell, the shipping address, and the photos you upload of a
            trade-in.
          </li>
          <li>Support: the messages and tickets you send us.</li>
          <li>Payments are handled by our payment provider; we never see or store your card number.</li>
        </ul>
      </InfoSection>
      <InfoSection title="How we use it">
        <p>
          To process and deliver your orders, assess and pay for trade-ins, provide warranty service and
          support, keep your account secure and, if you agree, to understand how our site is used and to show
          relevant offers.
        </p>
      </InfoSection>
      <InfoSection title="Cookies">
        <p>
          We use necessary cookies to run the site, and functional, analytics and marketing cookies only with
          your consent. Change your choice at any time in the <Link to="/cookies">Cookie Policy</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Sharing">
        <p>
          We share data only with the services that help us run PhoneHub (payments, shipping, e-mail) and,
          when you buy from a marketplace seller, the details that seller needs to ship your order. We do not
          sell your personal data.
        </p>
      </InfoSection>
      <InfoSection title="Your rights">
        <p>
          You can see and correct your details in your profile, and ask us for a copy of your data or to
          delete your account by contacting support. Our services are not meant for children under{' '}
          {CLAIMS.minimumCustomerAge}.
        </p>
      </InfoSection>
      <ContactLine />
    </InfoPage>
  );
}

export function TermsPage() {
  return (
    <InfoPage
      path="/terms"
      title="Terms of Service"
      lead="The terms that apply when you use PhoneHub, buy a device or trade one in."
      note={UPDATED}
    >
      <InfoSection title="Your account">
        <p>
          Keep your password secret and your details accurate; you are responsible for what happens in your
          account. You must be at least {CLAIMS.minimumCustomerAge} years old to use PhoneHub.
        </p>
      </InfoSection>
      <InfoSection title="Buying devices">
        <p>
          Prices are in US dollars and include the condition grade stated on the listing. Sales tax and
          shipping are shown before you pay. Every device we sell passes a {CLAIMS.inspectionPoints}-point
          inspection and is covered by our <Link to="/warranty">{CLAIMS.warrantyMonths}-month warranty</Link>{' '}
          and <Link to="/returns">{CLAIMS.returnDays}-day returns</Link>.
        </p>
      </InfoSection>
      <InfoSection title="Marketplace sellers">
        <p>
          Some devices are sold and shipped by independent sellers. Their warranty, return window and delivery
          terms are shown on the product page and form part of your purchase from them.
        </p>
      </InfoSection>
      <InfoSection title="Trading in">
        <p>
          A trade-in estimate depends on the details you give us. The final value is set after we inspect the
          device, and we pay within {CLAIMS.tradeInPaymentHours} hours of that inspection. You confirm the
          device is yours to sell.
        </p>
      </InfoSection>
      <InfoSection title="Shipping">
        <p>
          We ship to {CONTACT_DETAILS.shipsTo}. Standard delivery takes {standard.days}, express{' '}
          {express.days}.
        </p>
      </InfoSection>
      <InfoSection title="Liability and changes">
        <p>
          Nothing in these terms limits rights you have by law. We may update these terms; the date above
          shows the latest version, and changes apply to orders placed after it.
        </p>
      </InfoSection>
      <ContactLine />
    </InfoPage>
  );
}
