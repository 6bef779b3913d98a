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

export const DEMO_PRODUCTS = [
  { title: 'House Blend', price: 1450, color: '#8b5a2b', body: '<p>Chocolate, hazelnut and a clean finish. Our everyday coffee, 250 g.</p>' },
  { title: 'Sidamo Natural', price: 1890, color: '#6b3f5b', body: '<p>Blueberry and jasmine from Ethiopia, 250 g.</p>' },
  { title: 'Huila Washed', price: 1650, color: '#a0522d', body: '<p>Red apple, caramel and cocoa from Colombia, 250 g.</p>' },
  { title: 'Sugarcane Decaf', price: 1550, color: '#c19a6b', body: '<p>Caramel sweetness without the caffeine, 250 g.</p>' },
];
