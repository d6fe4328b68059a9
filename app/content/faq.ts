import {
  ACCESSORY_CREDIT_PERCENT,
  BOOKING_PERCENT,
  BUNDLE_DISCOUNT_PERCENT,
  BUNDLE_MIN_PRODUCTS,
} from "./catalogue";
import { CLAIMS, HARDWARE, PREORDER_PERKS, REFUNDS, SHIPPING, TECH_NECK, WARRANTY } from "./claims";

/**
 * The FAQ, shared by /faq, the landing page's FAQ section and the FAQPage structured data. Facts
 * come from claims.ts and the terms from catalogue.ts, so an answer never states a figure of its
 * own; answers that quote a price or the delivery start are functions of the facts lib/faq.ts
 * fills in: prices in the visitor's currency, the delivery start from its setting.
 */

/** Prices an answer may quote, already formatted in the visitor's currency. */
export interface FaqPrices {
  glasses: string;
  booking: string;
  remaining: string;
  accessoryCredit: string;
}

/** What answers may quote besides fixed claims: prices, and when deliveries start (a setting). */
export interface FaqFacts extends FaqPrices {
  /** "Deliveries start from the end of September 2027, first come first served." */
  deliveryStatement: string;
  /** Paying in rupees: EMI and UPI are what Razorpay Checkout offers Indian buyers, and no one else. */
  inr: boolean;
}

type FaqAnswer = string | ((facts: FaqFacts) => string);

interface FaqQuestion {
  /** Stable, URL-safe id (used for element ids and to pick the landing page's questions). */
  id: string;
  question: string;
  answer: FaqAnswer;
}

export interface FaqCategory {
  id: string;
  title: string;
  questions: readonly FaqQuestion[];
}

export interface ResolvedFaqQuestion {
  id: string;
  question: string;
  answer: string;
}

export interface ResolvedFaqCategory {
  id: string;
  title: string;
  questions: ResolvedFaqQuestion[];
}

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: "product",
    title: "Product Information",
    questions: [
      {
        id: "what-is-vue-glass",
        question: "What is Vue Glass?",
        answer: `Vue Glass is Luxid's AR smart glass: a private ${HARDWARE.virtualScreen} virtual screen that only you can see, 3D and 360° content, and a voice AI assistant, in a ${HARDWARE.weightGrams} g frame that plugs into your phone, laptop or console over USB-C.`,
      },
      {
        id: "who-is-it-for",
        question: "Who is Vue Glass made for?",
        answer:
          "Professionals who want a big second screen on the go, commuters who watch on the train or plane, students who study from a laptop, and anyone who wants cinema-sized entertainment without a television.",
      },
      {
        id: "prescription",
        question: "Can I use Vue Glass if I wear prescription glasses?",
        answer: `Yes. ${PREORDER_PERKS.prescriptionLenses}`,
      },
      {
        id: "warranty",
        question: "What warranty comes with Vue Glass?",
        answer: `Every Vue Glass comes with a ${WARRANTY.label} covering manufacturing defects. Our accessories carry the same ${WARRANTY.label}.`,
      },
      {
        id: "tested",
        question: "Has Vue Glass been tested by real users?",
        answer: `Yes: ${CLAIMS.earlyTesters} early testers have used Vue Glass. Their satisfaction stands at ${CLAIMS.satisfaction}, ${CLAIMS.wouldRecommend} would recommend it and ${CLAIMS.dailyUsers} use it every day.`,
      },
    ],
  },
  {
    id: "specs",
    title: "Technical Specifications",
    questions: [
      {
        id: "weight",
        question: "How much does Vue Glass weigh?",
        answer: `${HARDWARE.weightGrams} grams, light enough to wear through a film or a working session.`,
      },
      {
        id: "display",
        question: "What are the display specifications?",
        answer: `A ${HARDWARE.virtualScreen} virtual screen with a ${HARDWARE.fieldOfView} field of view, ${HARDWARE.brightnessNits} nits of brightness, a ${HARDWARE.refreshRate} refresh rate, ${HARDWARE.fps} FPS playback and ${HARDWARE.distortion} distortion.`,
      },
      {
        id: "battery",
        question: "How long does the battery last?",
        answer: `${HARDWARE.battery} of use. Vue Glass is ${CLAIMS.powerEfficiency} than comparable displays, and with VuLink you can charge your device while you watch.`,
      },
      {
        id: "ipd",
        question: "Will Vue Glass fit my eyes?",
        answer: `Vue Glass supports an interpupillary distance (IPD) of ${HARDWARE.ipd}, which covers most adults.`,
      },
      {
        id: "tracking",
        question: "What kind of tracking does it use?",
        answer: `${HARDWARE.tracking} tracking: the screen follows your head's rotation (looking up, down and side to side), so 360° content and large virtual screens feel natural.`,
      },
    ],
  },
  {
    id: "pricing",
    title: "Pricing & Ordering",
    questions: [
      {
        id: "price",
        question: "How much does Vue Glass cost?",
        answer: (p) =>
          `Vue Glass costs ${p.glasses}. You reserve yours by paying ${BOOKING_PERCENT}% now (${p.booking}) and the remaining ${p.remaining} online before dispatch, through a link we e-mail you 1–2 weeks before shipping${p.inr ? " (with the EMI options Razorpay offers for eligible cards and banks)" : ", by card"}.`,
      },
      {
        id: "accessory-credit",
        question: "What do I get for pre-ordering?",
        answer: (p) =>
          `Pre-orders that include Vue Glass earn an accessory credit of ${p.accessoryCredit} (${ACCESSORY_CREDIT_PERCENT}% of the booking amount) with no expiry date, plus free prescription lenses if you need them.`,
      },
      {
        id: "bundle",
        question: "Is there a discount for buying accessories together?",
        answer: `Yes. When you pre-order ${BUNDLE_MIN_PRODUCTS} or more different products together, you get ${BUNDLE_DISCOUNT_PERCENT}% off the subtotal.`,
      },
      {
        id: "payment-methods",
        question: "How can I pay?",
        answer: (p) =>
          p.inr
            ? "Payments are secure via Razorpay: cards, UPI and wallets are accepted. The balance is paid online before dispatch; eligible cards and banks offer EMI options."
            : "Payments are secure via Razorpay: you pay by card. The balance is paid online by card before dispatch.",
      },
      {
        id: "refund",
        question: "Can I cancel my pre-order?",
        answer: `Yes. ${REFUNDS.bookingRefundable} ${REFUNDS.howToCancel} Refunds are processed in ${REFUNDS.processingDays}.`,
      },
    ],
  },
  {
    id: "shipping",
    title: "Shipping & Delivery",
    questions: [
      {
        id: "when",
        question: "When will I receive my Vue Glass?",
        answer: (f) => `${f.deliveryStatement} The earlier you pre-order, the earlier your pair ships.`,
      },
      {
        id: "how-long",
        question: "How long does shipping take?",
        answer: `Within India, ${SHIPPING.india}; international orders arrive ${SHIPPING.international}.`,
      },
      {
        id: "worldwide",
        question: "Do you ship outside India?",
        answer:
          "Yes, we ship worldwide. Prices are shown in rupees in India, in euros in the European Union and in US dollars everywhere else.",
      },
      {
        id: "balance",
        question: "When do I pay the remaining amount?",
        answer: (p) =>
          `${SHIPPING.balanceLink} ${p.inr ? "You can pay it in full or choose an EMI option." : "You pay it in full by card."}`,
      },
      {
        id: "returns",
        question: "What if something is wrong with my Vue Glass?",
        answer: `Write to our support team: return requests are answered within ${REFUNDS.returnReplyHours} hours. ${REFUNDS.afterDelivery}`,
      },
    ],
  },
  {
    id: "health",
    title: "Health & Safety",
    questions: [
      {
        id: "tech-neck",
        question: "How does Vue Glass help with tech neck?",
        answer: `Looking down at a phone adds about ${TECH_NECK.neckPressure.value} ${TECH_NECK.neckPressure.label}. Vue Glass places your screen straight ahead at eye level, reducing neck strain by ${CLAIMS.neckStrainReduction}.`,
      },
      {
        id: "eyes",
        question: "Is Vue Glass comfortable for my eyes?",
        answer: `The virtual screen appears at a relaxed viewing distance, with ${HARDWARE.distortion} distortion and a steady ${HARDWARE.fps} FPS. As with any screen, take regular breaks, and stop if you feel discomfort.`,
      },
      {
        id: "age",
        question: "Is there a minimum age?",
        answer: `Vue Glass is recommended for ages ${CLAIMS.minimumAge} and up.`,
      },
      {
        id: "on-the-move",
        question: "Can I use Vue Glass while travelling?",
        answer:
          "Yes, as a passenger: on trains, buses and flights. Never use it while driving, cycling or doing anything that needs your full view of the road.",
      },
    ],
  },
  {
    id: "technology",
    title: "Technology & Features",
    questions: [
      {
        id: "virtual-screen",
        question: "How does the 180-inch virtual screen work?",
        answer: `Precision optics in the lenses create a ${HARDWARE.virtualScreen} screen that appears to float in front of you, visible only to you.`,
      },
      {
        id: "devices",
        question: "Which devices does Vue Glass work with?",
        answer:
          "Any phone, tablet, laptop or console with USB-C video output (DisplayPort Alt Mode) works plug and play. VuLink adds charging while you watch, and VueLink connects HDMI devices such as consoles and set-top boxes.",
      },
      {
        id: "voice",
        question: "What can the voice AI assistant do?",
        answer:
          "Control playback, open apps and ask questions without touching your device: Vue Glass is fully hands-free by voice. Pair VueRING for silent, one-thumb control.",
      },
      {
        id: "3d-360",
        question: "Does Vue Glass play 3D and 360° content?",
        answer: `Yes. Side-by-side 3D films and games play in 3D, and ${HARDWARE.tracking} tracking lets you look around 360° videos.`,
      },
      {
        id: "privacy",
        question: "Can people around me see my screen?",
        answer:
          "No. The picture is only visible to the wearer. Add Vue Visor to block the world behind the screen for deeper blacks and complete privacy.",
      },
    ],
  },
];

/** The questions the landing page's FAQ section shows, in order. */
export const LANDING_FAQ_IDS: readonly string[] = [
  "what-is-vue-glass",
  "price",
  "accessory-credit",
  "when",
  "tested",
  "devices",
];

/** schema.org FAQPage structured data for these questions. */
export function faqPageJsonLd(questions: readonly ResolvedFaqQuestion[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}
