// Draws the demo theme's product and post pictures (themes/demo/images/*.jpg): a coffee bag in each
// product's colour and two journal pictures, on a fine grain so they weigh what photos weigh. Run once
// by hand (`node scripts/make-demo-images.mjs`); the JPEGs are committed with the theme.
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join(import.meta.dirname, '..', 'themes', 'demo', 'images');
const W = 1600;
const H = 1600;

const bag = (color, label) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4ede4"/><stop offset="1" stop-color="#d9c8b4"/></linearGradient>
  <linearGradient id="bag" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}" stop-opacity="0.85"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <ellipse cx="800" cy="1390" rx="470" ry="60" fill="#000" opacity="0.18"/>
  <path d="M430 380 L1170 380 L1230 1380 L370 1380 Z" fill="url(#bag)"/>
  <path d="M430 380 L520 250 L1080 250 L1170 380 Z" fill="${color}" opacity="0.7"/>
  <rect x="540" y="700" width="520" height="360" rx="24" fill="#fbf7f1"/>
  <text x="800" y="850" font-family="serif" font-size="64" text-anchor="middle" fill="#3b2a1e">${label}</text>
  <text x="800" y="940" font-family="sans-serif" font-size="34" text-anchor="middle" fill="#6d5a48">Ember &amp; Oak · 250 g</text>
</svg>`;

const scene = (a, b) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="1000">
  <defs><radialGradient id="g" cx="0.4" cy="0.4" r="0.9"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient></defs>
  <rect width="${W}" height="1000" fill="url(#g)"/>
  <circle cx="800" cy="520" r="300" fill="#fff" opacity="0.92"/><circle cx="800" cy="520" r="240" fill="#4a2c1a"/>
  <ellipse cx="760" cy="470" rx="120" ry="50" fill="#c89b6d" opacity="0.6"/>
  <path d="M1100 470 q120 10 110 100 q-10 90 -130 80" stroke="#fff" stroke-width="40" fill="none" opacity="0.92"/>
</svg>`;

const PICTURES = [
  ['house-blend', bag('#8b5a2b', 'House Blend'), H],
  ['sidamo-natural', bag('#6b3f5b', 'Sidamo'), H],
  ['huila-washed', bag('#a0522d', 'Huila'), H],
  ['sugarcane-decaf', bag('#c19a6b', 'Decaf'), H],
  ['brewing', scene('#e8d5bf', '#7a4a2a'), 1000],
  ['origins', scene('#cfe0c3', '#3f5a35'), 1000],
];

for (const [name, svg, height] of PICTURES) {
  const grain = await sharp({ create: { width: W, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 28 } } })
    .png()
    .toBuffer();
  await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toFile(path.join(OUT, `${name}.jpg`));
  console.log(`themes/demo/images/${name}.jpg`);
}
