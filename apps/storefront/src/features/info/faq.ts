import {
  CLAIMS,
  CONTACT_DETAILS,
  formatCents,
  FREE_SHIPPING_THRESHOLD_CENTS,
  SHIPPING_METHODS,
} from '@phonehub/domain';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  questions: FaqEntry[];
}

const standard = SHIPPING_METHODS.standard;
const express = SHIPPING_METHODS.express;

/** The Help Center's questions (spec section 2): four categories of four, stating only the one set of claims. */
export const FAQ: readonly FaqCategory[] = [
  {
    title: 'Orders & Shipping',
    questions: [
      {
        question: 'How long does shipping take?',
        answer: `Standard shipping takes ${standard.days} and express shipping ${express.days}. Orders placed on a business day usually leave our warehouse the next business day.`,
      },
      {
        question: 'How much does shipping cost?',
        answer: `Standard shipping is free on orders of ${formatCents(FREE_SHIPPING_THRESHOLD_CENTS)} or more and ${formatCents(standard.priceCents)} below that. Express shipping costs ${formatCents(express.priceCents)}.`,
      },
      {
        question: 'Where do you ship?',
        answer: `We ship to ${CONTACT_DETAILS.shipsTo}.`,
      },
      {
        question: 'How can I track my order?',
        answer:
          'Once your order ships, its tracking number appears on the order page under My Orders and in the shipping e-mail we send you.',
      },
    ],
  },
  {
    title: 'Device Condition & Quality',
    questions: [
      {
        question: 'What does refurbished mean?',
        answer: `A refurbished device has been used before, then inspected, cleaned and, where needed, repaired. Every device passes our ${CLAIMS.inspectionPoints}-point inspection before it is listed.`,
      },
      {
        question: 'What do the condition grades mean?',
        answer:
          'Excellent devices show little or no sign of use, Very Good ones light marks, Good ones visible wear and Fair ones heavier wear. Every grade works fully.',
      },
      {
        question: 'What does the inspection check?',
        answer: `The ${CLAIMS.inspectionPoints}-point inspection covers the battery, screen, cameras, speakers and microphones, buttons, ports, connectivity and sensors, and confirms the device is not reported lost or stolen.`,
      },
      {
        question: 'How healthy is the battery?',
        answer: `Where it matters, the listing states the battery health. Our warranty covers a battery that falls below ${CLAIMS.batteryRetentionPercent}% of its original capacity.`,
      },
    ],
  },
  {
    title: 'Trade-In Program',
    questions: [
      {
        question: 'How does trading in work?',
        answer:
          'Choose your device and its condition in the trade-in wizard to get an estimate, send us your details, then ship the device to us. We inspect it and confirm the final value.',
      },
      {
        question: 'When do I get paid for my trade-in?',
        answer: `We pay within ${CLAIMS.tradeInPaymentHours} hours of inspecting your device.`,
      },
      {
        question: 'What if my device is not in the condition I described?',
        answer:
          'We tell you the value we can offer after inspection. You can accept it, or we send the device back to you.',
      },
      {
        question: 'How do I follow my trade-in?',
        answer:
          'Use the tracking ID you received when you submitted the trade on the Track page, or open your dashboard if you have an account.',
      },
    ],
  },
  {
    title: 'Warranty & Support',
    questions: [
      {
        question: 'What does the warranty cover?',
        answer: `Every device comes with a ${CLAIMS.warrantyMonths}-month warranty against defects in materials and workmanship. We repair or replace a faulty device within ${CLAIMS.warrantyRepairBusinessDays} business days.`,
      },
      {
        question: 'Can I return a device?',
        answer: `Yes. You can return any device within ${CLAIMS.returnDays} days of delivery for a full refund, processed within ${CLAIMS.refundBusinessDays} business days of receiving it.`,
      },
      {
        question: 'Can I extend my warranty?',
        answer: `You can extend the warranty up to ${CLAIMS.extendedWarrantyMonths} months at checkout or within ${CLAIMS.returnDays} days of purchase.`,
      },
      {
        question: 'How do I contact support?',
        answer: `Call or e-mail us using the details on this page, or open a ticket in the Support Center. We reply within ${CLAIMS.contactReplyHours} hours.`,
      },
    ],
  },
];

/**
 * The spec's live filter: a category stays when any of its questions matches the search (question
 * or answer, ignoring case), and then shows all its questions. A blank search shows everything.
 */
export function filterFaq(categories: readonly FaqCategory[], search: string): FaqCategory[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...categories];
  return categories.filter((category) =>
    category.questions.some(
      (q) => q.question.toLowerCase().includes(term) || q.answer.toLowerCase().includes(term),
    ),
  );
}
