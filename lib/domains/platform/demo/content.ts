// Sample content of the demo site: a small coffee roastery's journal and shop.
const TOPICS: [tag: string, title: string, lead: string][] = [
  ['Brewing', 'How we dial in a pour-over', 'Grind size, water temperature and a steady pour matter more than any gadget.'],
  ['Origins', 'A week at the Huila co-op', 'We spent a week with the growers whose washed Caturra anchors our house blend.'],
  ['Roasting', 'Why we roast a little lighter', 'Lighter roasts keep the fruit and acidity that make single origins worth tasting.'],
  ['Brewing', 'Espresso at home without the fuss', 'A forgiving recipe for home machines: 18 grams in, 36 grams out, about 30 seconds.'],
  ['News', 'Our new subscription boxes', 'Fresh beans every two or four weeks, roasted on Monday and shipped on Tuesday.'],
  ['Origins', 'Meet the Sidamo natural', 'Blueberry, jasmine and a syrupy body: a natural process coffee we waited all year for.'],
  ['Roasting', 'Reading a roast curve', 'What the lines on our roaster screen mean and why rate of rise is the one to watch.'],
  ['Brewing', 'Cold brew, the slow way', 'Twelve hours in the fridge, a coarse grind and a ratio you can adjust to taste.'],
  ['News', 'Open studio on Saturdays', 'Come by the roastery for a cupping session every Saturday morning at ten.'],
  ['Origins', 'Decaf that tastes like coffee', 'Sugarcane-processed decaf from Colombia keeps its caramel sweetness.'],
  ['Brewing', 'Water: the other ingredient', 'Coffee is ninety-eight percent water, so a simple filter changes everything.'],
  ['Roasting', 'Small batches, every week', 'We roast twelve kilos at a time so nothing sits on a shelf for months.'],
];

const paragraphs = (lead: string) =>
  `<p>${lead}</p><p>We keep notes on every batch and share what we learn along the way. If you try this at home, tell us how it went: we read every message.</p><p>Questions about this post or a coffee? Use the contact page and we will answer within two working days.</p>`;

export interface DemoPost {
  title: string;
  tag: string;
  body: string;
  date: Date;
}

// 24 posts, one a week going back from today, so the home page's 20-post collection is full.
export function demoPosts(now = new Date()): DemoPost[] {
  return Array.from({ length: 24 }, (_, i) => {
    const [tag, title, lead] = TOPICS[i % TOPICS.length]!;
    const round = Math.floor(i / TOPICS.length);
    return {
      title: round ? `${title} (part ${round + 1})` : title,
      tag,
      body: paragraphs(lead),
      date: new Date(now.getTime() - i * 7 * 24 * 3600 * 1000),
    };
  });
}

interface DemoVariant {
  sku: string;
  title: string;
  price: number;
  // null: unlimited.
  stock: number | null;
  options: Record<string, string>;
}

export interface DemoProduct {
  title: string;
  color: string;
  body: string;
  variants: DemoVariant[];
}

const bag = (sku: string, size: string, price: number, stock: number | null): DemoVariant => ({ sku, title: size, price, stock, options: { size } });

// Prices in cents (EUR). The House Blend never runs out; the Sidamo is counted per size, one size sold out.
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    title: 'House Blend',
    color: '#8b5a2b',
    body: '<p>Chocolate, hazelnut and a clean finish. Our everyday coffee.</p>',
    variants: [bag('HOUSE-250', '250 g', 1450, null), bag('HOUSE-1000', '1 kg', 4800, null)],
  },
  {
    title: 'Sidamo Natural',
    color: '#6b3f5b',
    body: '<p>Blueberry and jasmine from Ethiopia.</p>',
    variants: [bag('SIDAMO-250', '250 g', 1890, 12), bag('SIDAMO-500', '500 g', 3490, 4), bag('SIDAMO-1000', '1 kg', 6500, 0)],
  },
  { title: 'Huila Washed', color: '#a0522d', body: '<p>Red apple, caramel and cocoa from Colombia.</p>', variants: [bag('HUILA-250', '250 g', 1650, 20)] },
  { title: 'Sugarcane Decaf', color: '#c19a6b', body: '<p>Caramel sweetness without the caffeine.</p>', variants: [bag('DECAF-250', '250 g', 1550, null)] },
];

// A code a newcomer can try at checkout.
export const DEMO_DISCOUNT = { code: 'WELCOME10', kind: 'percent' as const, value: 10 };
