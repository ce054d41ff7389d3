// Writes src/i18n/time-zone-cities.json: each time zone's exemplar city in Korean and English, from Unicode CLDR
// (the cldr-dates-full package), so zones are shown as 서울 / Seoul instead of Asia/Seoul.
// Run: node packages/contract/scripts/time-zone-cities.mjs [cldr-dates-full version]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const version = process.argv[2] ?? '48.2.0';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cldr-'));
execFileSync('npm', ['pack', `cldr-dates-full@${version}`, '--silent'], { cwd: dir });
execFileSync('tar', ['xzf', `cldr-dates-full-${version}.tgz`, 'package/main/en', 'package/main/ko'], { cwd: dir });

function cities(lang) {
  const file = path.join(dir, 'package/main', lang, 'timeZoneNames.json');
  const zones = JSON.parse(fs.readFileSync(file, 'utf8')).main[lang].dates.timeZoneNames.zone;
  const out = {};
  const walk = (node, prefix) => {
    for (const [key, value] of Object.entries(node)) {
      const id = prefix ? `${prefix}/${key}` : key;
      if (value && typeof value === 'object' && 'exemplarCity' in value) out[id] = value.exemplarCity;
      else if (value && typeof value === 'object' && !('_type' in value)) walk(value, id);
    }
  };
  walk(zones, '');
  return out;
}

const ko = cities('ko');
const en = cities('en');
// English lists only the cities that differ from the zone id (Asia/Seoul reads Seoul): keep those exceptions.
const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
const data = { source: `Unicode CLDR via cldr-dates-full ${version}`, ko: sorted(ko), en: sorted(en) };
const target = path.join(import.meta.dirname, '../src/i18n/time-zone-cities.json');
fs.writeFileSync(target, `${JSON.stringify(data, null, 1)}\n`);
console.log(`wrote ${Object.keys(ko).length} Korean and ${Object.keys(en).length} English city names to ${target}`);
