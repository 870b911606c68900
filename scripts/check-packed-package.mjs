// issue 23: checks one packed tarball of a published @adlens package the way a partner's npm meets it.
// Usage: node scripts/check-packed-package.mjs <package dir> <tarball>. Prints each problem and exits 1.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const [packageDir, tarball] = process.argv.slice(2);
if (!packageDir || !tarball) {
  console.error('usage: node scripts/check-packed-package.mjs <package dir> <tarball>');
  process.exit(2);
}

const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
if (listing.status !== 0) throw new Error(`tar could not list ${tarball}: ${listing.stderr}`);
const files = new Set(listing.stdout.split('\n').filter(Boolean));
const packed = JSON.parse(spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }).stdout);
const source = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

/** Every file path an exports map points at, with the conditions that lead to it. */
function targets(entry, path) {
  if (typeof entry === 'string') return [[path, entry]];
  return Object.entries(entry ?? {}).flatMap(([key, value]) => targets(value, [...path, key]));
}

const problems = [];
for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
  for (const [name, range] of Object.entries(packed[field] ?? {})) {
    // npm cannot install these protocols (EUNSUPPORTEDPROTOCOL) or they point at this machine.
    if (/^(workspace|link|file):/.test(range)) problems.push(`${field}.${name} is '${range}'`);
  }
}
for (const file of files) {
  if (file.startsWith('package/src/')) problems.push(`ships its sources: ${file}`);
}
for (const subpath of Object.keys(source.exports ?? {})) {
  if (!(subpath in (packed.exports ?? {}))) problems.push(`exports lost '${subpath}' (publishConfig.exports)`);
}
for (const [path, target] of targets(packed.exports, [])) {
  if (path.includes('@adlens/source')) problems.push(`exports keeps the repo's own condition at ${path.join(' › ')}`);
  if (!files.has(join('package', target))) problems.push(`exports ${path.join(' › ')} → ${target}: not in the tarball`);
}
for (const file of ['package/LICENSE', 'package/package.json']) {
  if (!files.has(file)) problems.push(`${file.slice('package/'.length)} is missing`);
}
if (packed.license !== 'MIT') problems.push(`license is '${packed.license}'`);

if (problems.length > 0) {
  console.error(`${packed.name}@${packed.version}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${packed.name}@${packed.version}: ${files.size} files, manifest installable with npm`);
