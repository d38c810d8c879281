// Builds packages/server/src/features/breached-passwords/breached-passwords.bloom from the most
// common breached passwords shipped by @zxcvbn-ts/language-common (MIT; a frequency-ranked list
// drawn from public password dumps). Run: node --import tsx scripts/build-breached-password-filter.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BloomFilter } from '../packages/server/src/features/breached-passwords/bloom-filter';
import { BREACHED_FILTER_FILE, listForm } from '../packages/server/src/features/breached-passwords/breached-password-list';

/** Design rate: half the documented bound (1e-7), so sampling noise never crosses the bound. A bound of 1e-4
 * told one strong password in 10,000 that it was breached: too often for people, and for any test making many. */
const DESIGN_FALSE_POSITIVE_RATE = 5e-8;

const require = createRequire(import.meta.url);
const listFile = require.resolve('@zxcvbn-ts/language-common/src/passwords.json');
const words = [...new Set((JSON.parse(readFileSync(listFile, 'utf8')) as string[]).map(listForm))];
const filter = BloomFilter.sized(words.length, DESIGN_FALSE_POSITIVE_RATE);
for (const w of words) filter.add(w);
const bytes = filter.serialize();
writeFileSync(fileURLToPath(BREACHED_FILTER_FILE), bytes);
console.log(
  `breached-password filter: n=${words.length} k=${filter.hashes} m=${filter.bits} bits, ${bytes.byteLength} bytes, false-positive rate ${filter.falsePositiveRate.toExponential(2)}`,
);
